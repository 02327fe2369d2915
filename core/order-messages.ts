/**
 * French texts of the order rules the server enforces (checkout refusals, payment, cancel, review,
 * staff status changes). The checkout gates of the spec are reused from messages.ts verbatim; these
 * complete them where the spec says the server refuses but gives no wording.
 */
import { formatTND, type Millimes } from './money';
import { ORDER_STATUS_LABELS, type StatutCommande } from './order-status';

export const ORDER_MESSAGES = {
  productUnavailable: (name: string) => `Le produit « ${name} » n'est plus disponible`,
  productUnknown: 'Un produit de votre panier n’existe plus. Veuillez actualiser votre panier.',
  accompanimentNotOffered: (side: string, product: string) => `L'accompagnement « ${side} » n'est pas proposé avec « ${product} »`,
  accompanimentUnavailable: 'Un accompagnement de votre panier n’est plus disponible',
  zoneUnknown: 'Zone de livraison inconnue ou inactive',
  belowMinimum: (minimum: Millimes) => `Le minimum de commande pour cette zone est de ${formatTND(minimum)}`,
  paymentModeUnavailable: "Ce mode de paiement n'est pas disponible",
  blacklisted: 'Votre compte ne permet pas de passer commande. Veuillez contacter le restaurant.',
  idempotencyKeyRequired: 'En-tête Idempotency-Key manquant ou invalide',
  idempotencyConflict: 'Cette clé de commande a déjà servi pour une autre commande',
  inFlight: 'Votre commande est déjà en cours de traitement',
  notPayable: 'Cette commande ne peut plus être payée en ligne',
  alreadyPaid: 'Cette commande est déjà payée',
  cancelNotAllowed: 'Cette commande ne peut plus être annulée',
  cancelTooLate: (minutes: number) => `Une commande ne peut être annulée que dans les ${minutes} minutes qui suivent sa création`,
  reviewNotAllowed: 'Vous pourrez noter cette commande une fois livrée',
  reviewAlreadyGiven: 'Vous avez déjà noté cette commande',
  illegalTransition: (from: StatutCommande, to: StatutCommande) =>
    `Impossible de passer une commande de « ${ORDER_STATUS_LABELS[from]} » à « ${ORDER_STATUS_LABELS[to]} »`,
  deliveryOnlyStatus: 'Le statut « En livraison » ne concerne que les commandes en livraison',
  refundNotAllowed: 'Seule une commande livrée ou payée peut être remboursée',
  alreadyRefunded: 'Cette commande a déjà été remboursée',
  refundTooHigh: (total: Millimes) => `Le montant remboursé ne peut pas dépasser le total de la commande (${formatTND(total)})`,
  refundAmountInvalid: 'Le montant remboursé doit être un montant positif avec au plus trois décimales',
  refundMotifRequired: 'Indiquez le motif du remboursement',
  refundMotifTooLong: 'Le motif ne peut pas dépasser 300 caractères',
} as const;
