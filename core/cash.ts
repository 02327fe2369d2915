/**
 * Cash orders that arrive: 'Je paierai avec' (the note the rider brings change for), the
 * ceiling on a customer's first cash order, cash refused for a phone number with too many refused
 * deliveries, and the confirmation code of a first cash order. The server decides with these rules
 * (server/modules/cash/check-cash-order.ts); the checkout shows the same messages.
 */
import { formatTND, type Millimes } from './money';
import type { ModePaiement } from './payment-mode';

/** Largest 'Je paierai avec' accepted: a 999 TND note does not exist, but a few 50 TND notes do. */
export const MAX_PAIERA_AVEC: Millimes = 2_000_000 as Millimes;
export const CASH_CODE_DIGITS = 6;
export const CASH_CODE_MAX_ATTEMPTS = 5;
export const CASH_CODE_LIFETIME_MINUTES = 30;
export const MAX_CASH_MOTIF_LENGTH = 300;

export const CASH_MESSAGES = {
  paieraAvecLabel: 'Je paierai avec',
  paieraAvecHint: 'Facultatif : le livreur apporte la monnaie.',
  paieraAvecInvalid: 'Montant « Je paierai avec » invalide',
  paieraAvecCashOnly: 'Le montant « Je paierai avec » ne concerne que le paiement en espèces',
  paieraAvecTooLow: (total: Millimes) => `Le montant « Je paierai avec » doit être au moins égal au total de la commande (${formatTND(total)})`,
  firstOrderCeiling: (ceiling: Millimes) =>
    `Pour une première commande, le paiement en espèces est limité à ${formatTND(ceiling)}. Choisissez un autre mode de paiement ou réduisez votre commande.`,
  refusedDeliveries: 'Le paiement en espèces n’est plus proposé pour ce numéro de téléphone. Choisissez un autre mode de paiement.',
  codeSubject: (numero: string) => `Code de confirmation de votre commande ${numero}`,
  codeBody: (code: string, numero: string) =>
    `Votre code de confirmation pour la commande ${numero} : ${code}. Saisissez-le sur la page de suivi pour envoyer votre commande en cuisine.`,
  codeLabel: 'Code de confirmation',
  /** How the tracking page names the channel the code went by. */
  codeChannel: { email: 'e-mail', whatsapp: 'WhatsApp (ou SMS)', sms: 'SMS' } as Record<'email' | 'whatsapp' | 'sms', string>,
  codeHint: (channel: string) => `Nous vous avons envoyé un code à 6 chiffres par ${channel}. Saisissez-le pour confirmer votre commande.`,
  codeInvalidFormat: 'Le code contient 6 chiffres',
  codeWrong: (remaining: number) => `Code incorrect. Il vous reste ${remaining} essai${remaining > 1 ? 's' : ''}.`,
  codeLocked: 'Trop d’essais. Le restaurant vous appellera pour confirmer votre commande.',
  codeExpired: 'Ce code a expiré. Le restaurant vous appellera pour confirmer votre commande.',
  codeNotExpected: 'Cette commande n’attend pas de code de confirmation',
  codeConfirmed: 'Commande confirmée, elle part en cuisine.',
  refusalNotDelivery: 'Seule une livraison peut être marquée refusée',
  refusalNotOut: 'Une livraison ne peut être marquée refusée qu’une fois partie (En livraison) ou annulée',
  refusalAlready: 'Cette livraison est déjà marquée refusée',
  refusalNoPhone: 'Ce client n’a pas de numéro de téléphone',
  motifRequired: 'Indiquez le motif',
  motifTooLong: `Le motif ne peut pas dépasser ${MAX_CASH_MOTIF_LENGTH} caractères`,
  settingsGroup: 'Paiement en espèces',
  queued: 'En attente de réseau',
} as const;

/** 'Je paierai avec' against the order: null means none given, and it only goes with cash. */
export function paieraAvecIssue({
  paieraAvec,
  total,
  modePaiement,
}: {
  paieraAvec: Millimes | null;
  total: Millimes;
  modePaiement: ModePaiement;
}): string | null {
  if (paieraAvec === null) return null;
  if (modePaiement !== 'especes') return CASH_MESSAGES.paieraAvecCashOnly;
  if (paieraAvec < total) return CASH_MESSAGES.paieraAvecTooLow(total);
  return null;
}

/** The change the rider brings, for the board and the ticket. */
export function changeToBring(paieraAvec: Millimes | null, total: Millimes): Millimes | null {
  return paieraAvec === null ? null : ((paieraAvec - total) as Millimes);
}

/** Above the ceiling of a first cash order (null ceiling: no limit). */
export function exceedsFirstOrderCeiling({ total, ceiling }: { total: Millimes; ceiling: Millimes | null }): boolean {
  return ceiling !== null && total > ceiling;
}

/** Cash refused once the number reached `max` refused deliveries (null max: never). */
export function cashRefusedForRefusals({ refusals, max }: { refusals: number; max: number | null }): boolean {
  return max !== null && refusals >= max;
}

/** The one-line text of the ticket and board: 'Paiera avec 50.000 TND (monnaie : 12.500 TND)'. */
export function paieraAvecText(paieraAvec: Millimes, total: Millimes): string {
  return `Paiera avec ${formatTND(paieraAvec)} (monnaie : ${formatTND(changeToBring(paieraAvec, total)!)})`;
}
