/**
 * Orders confirmed without a network: kept in the browser with their Idempotency-Key and sent
 * when the network returns; the server answers the same order for the same key, so a queued order is
 * placed once however many times it is sent. Online payment (Konnect) is not queued: it needs the
 * payment page, which is never served from a cache, and a price confirmed at the door later.
 */
import type { ModePaiement } from './payment-mode';

export const OFFLINE_ORDER_MESSAGES = {
  waitingTitle: 'En attente de réseau',
  waiting: 'Votre commande est enregistrée sur cet appareil. Elle sera envoyée au restaurant dès le retour du réseau : gardez cette page ouverte.',
  queuedToast: 'Votre commande sera envoyée dès le retour du réseau.',
  sending: 'Envoi de votre commande…',
  refused: 'Votre commande mise en attente n’a pas pu être passée',
  unknownTitle: 'Vous êtes hors ligne',
  accountUnknown: 'Votre compte n’a pas encore pu être vérifié sur cet appareil.',
  paymentModesUnknown: 'Les modes de paiement n’ont pas encore été chargés sur cet appareil.',
  unknownUntilOnline: 'La commande pourra être finalisée dès le retour du réseau.',
  onlinePaymentNeedsNetwork:
    'Le paiement en ligne demande une connexion. Choisissez les espèces ou la carte sur place pour commander hors ligne, ou réessayez une fois la connexion revenue.',
} as const;

/** Cash and card on site can wait for the network; online payment cannot. */
export function canQueueOffline(mode: ModePaiement | null | undefined): boolean {
  return mode === 'especes' || mode === 'carte';
}

/** How long a queued order stays worth sending: a lunch order found the next morning is dropped, not placed. */
export const OFFLINE_ORDER_MAX_AGE_MS = 2 * 60 * 60_000;

export function isQueuedOrderStale(queuedAt: number, now: number): boolean {
  return now - queuedAt > OFFLINE_ORDER_MAX_AGE_MS;
}
