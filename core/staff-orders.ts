/**
 * Staff orders: phone and counter orders, corrections before Prête, partial refunds. The
 * French texts and the pure rules the server and the board share.
 */
import { formatTND, type Millimes } from './money';

export const ORDER_SOURCES = ['boutique', 'telephone'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

/** The statuses an order can still be corrected in: before it is ready. */
const CORRECTABLE_STATUSES = ['Recu', 'En_preparation', 'Attente_verif'] as const;

export function isCorrectable(statut: string): boolean {
  return (CORRECTABLE_STATUSES as readonly string[]).includes(statut);
}

export const STAFF_ORDER_MESSAGES = {
  staffOrderBadge: 'Commande staff',
  /** The ticket, the receipt, the kitchen display and the Telegram message of a staff order. */
  phoneOrder: 'Commande téléphone',
  customerRequired: 'Choisissez un client ou créez-en un',
  customerNotFound: 'Client introuvable',
  customerPhoneTaken: 'Un client existe déjà avec ce numéro : recherchez-le pour lui attribuer la commande',
  customerEmailTaken: 'Un client existe déjà avec cette adresse e-mail : recherchez-le pour lui attribuer la commande',
  searchTooShort: 'Saisissez au moins 3 caractères (téléphone ou e-mail)',
  notCorrectable: 'Cette commande est déjà prête, livrée ou annulée : elle ne peut plus être corrigée',
  paymentPending: 'Le paiement en ligne de cette commande est en cours : corrigez-la une fois payée ou annulée',
  correctionUnchanged: 'La correction ne change rien à la commande',
  correctionMotifRequired: 'Indiquez la raison de la correction',
  refundLineUnknown: 'Une ligne choisie n’appartient pas à cette commande',
  refundLineQuantity: (name: string, max: number) => `Vous ne pouvez rembourser que ${max} × ${name} au plus`,
  refundNothing: 'Indiquez un montant ou choisissez les lignes à rembourser',
  refundAboveProvided: (paid: Millimes) => `Le remboursement ne peut pas dépasser ce qui a été payé (${formatTND(paid)})`,
  supplementLink: (montant: Millimes) => `Lien de paiement du supplément (${formatTND(montant)})`,
  paymentLinkActive: 'Le lien de paiement est encore valide : envoyez-le au client ou attendez qu’il expire',
  paymentLinkExpired: 'Ce lien de paiement a expiré : créez-en un nouveau avant de l’envoyer',
  paymentLinkMissing: 'Cette commande n’a pas de lien de paiement : créez-en un',
  paymentLinkNoPhone: 'Ce client n’a pas de numéro de téléphone : copiez le lien ou montrez le QR code',
  messageChannelUnavailable: 'Ce canal n’est pas configuré : voyez Paramètres › Messages',
  paymentLinkChannelInvalid: 'Choisissez WhatsApp ou SMS',
  paymentLinkSent: (canal: string) => `Lien de paiement envoyé par ${canal}`,
  paymentLinkAlreadySent: (canal: string) => `Ce lien a déjà été envoyé par ${canal}`,
  paymentLinkReopened: 'Nouveau lien de paiement créé',
} as const;

/** The amount a customer still owes on an order: supplements asked and not yet paid. */
export function refundableAmount({ total, unpaidSupplements, refunded }: { total: Millimes; unpaidSupplements: Millimes; refunded: Millimes }): Millimes {
  return Math.max(0, total - unpaidSupplements - refunded);
}
