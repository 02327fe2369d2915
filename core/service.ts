/**
 * Service controls a busy kitchen needs beyond the spec's fields: pausing orders, the cap on
 * orders in the kitchen (commandes_simultanees_max), the estimated ready or delivery time, and the
 * overdue highlight of an order still Recu. Pure: the server and the shop read the same rules.
 */
import { RESTAURANT_TIME_ZONE } from './opening-hours';

/** Pause lengths offered on the board and the dashboard, in minutes; null = until resumed. */
export const PAUSE_DURATIONS = [15, 30, 60, null] as const;
export type PauseDuration = (typeof PAUSE_DURATIONS)[number];

/** Statuses that occupy the kitchen (counted against commandes_simultanees_max). */
export const KITCHEN_STATUSES = ['Recu', 'En_preparation'] as const;

export interface PauseState {
  commandes_en_pause: boolean;
  /** ISO date-time or Date; null with commandes_en_pause = until resumed. */
  commandes_reprise_a: string | Date | null;
}

const clockFormat = new Intl.DateTimeFormat('fr-FR', { timeZone: RESTAURANT_TIME_ZONE, hour: '2-digit', minute: '2-digit' });

/** 'HH:MM' in the restaurant's time zone. */
export function formatClock(instant: Date): string {
  return clockFormat.format(instant);
}

export const SERVICE_MESSAGES = {
  pausedUntil: (clock: string) => `Les commandes sont momentanément suspendues. Reprise prévue à ${clock}.`,
  pausedIndefinitely: 'Les commandes sont momentanément suspendues. Veuillez réessayer un peu plus tard.',
  kitchenFull: (minutes: number) => `Notre cuisine est complète pour le moment. Veuillez réessayer dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
  onlinePaymentRequired: 'Seul le paiement en ligne est accepté pour le moment.',
  estimateDelivery: (clock: string) => `Livraison estimée vers ${clock}`,
  estimatePickup: (clock: string) => `Prête vers ${clock}`,
  paused: 'Commandes en pause',
  overdue: (minutes: number) => `En attente depuis ${minutes} min`,
  resumed: 'Commandes reprises',
} as const;

/** Is ordering paused at `now`? A pause whose end has passed is over. */
export function isOrderingPaused(state: PauseState, now: Date): boolean {
  if (!state.commandes_en_pause) return false;
  if (state.commandes_reprise_a === null) return true;
  return new Date(state.commandes_reprise_a).getTime() > now.getTime();
}

/** The notice the shop shows and the server answers while paused, else null. */
export function pauseMessage(state: PauseState, now: Date): string | null {
  if (!isOrderingPaused(state, now)) return null;
  return state.commandes_reprise_a === null
    ? SERVICE_MESSAGES.pausedIndefinitely
    : SERVICE_MESSAGES.pausedUntil(formatClock(new Date(state.commandes_reprise_a)));
}

/** The stored state for a pause of `minutes` from `now` (null minutes: until resumed). */
export function pauseFor(minutes: PauseDuration, now: Date): { commandes_en_pause: true; commandes_reprise_a: Date | null } {
  return { commandes_en_pause: true, commandes_reprise_a: minutes === null ? null : new Date(now.getTime() + minutes * 60_000) };
}

export interface EstimateInput {
  typeCommande: 'Livraison' | 'Emporter';
  now: Date;
  /** Orders ahead of this one in the kitchen (Recu or En_preparation). */
  inKitchen: number;
  delaiPreparationBase: number;
  commandesSimultaneesMax: number;
  nombreLivreursActifs: number;
  /** Orders out for delivery right now. */
  enLivraison?: number;
  /** The zone's temps_livraison in minutes (delivery only). */
  tempsLivraison?: number | null;
}

/**
 * Minutes from now until ready (pickup) or delivered: the base preparation time, plus one more base
 * time for each full batch of commandes_simultanees_max orders ahead; for delivery, the zone's travel
 * time, plus one more trip when every active courier is already out (no courier: one more trip).
 */
export function estimateMinutes(input: EstimateInput): number {
  const base = Math.max(0, input.delaiPreparationBase);
  const capacity = Math.max(1, input.commandesSimultaneesMax);
  const preparation = base + Math.floor(Math.max(0, input.inKitchen) / capacity) * base;
  if (input.typeCommande === 'Emporter') return preparation;
  const trip = Math.max(0, input.tempsLivraison ?? 30);
  const couriers = Math.max(0, input.nombreLivreursActifs);
  const waitForCourier = couriers === 0 || (input.enLivraison ?? 0) >= couriers ? trip : 0;
  return preparation + trip + waitForCourier;
}

/** The estimate as text: 'Prête vers 19:45' or 'Livraison estimée vers 20:10'. */
export function estimateText(input: EstimateInput): string {
  const at = new Date(input.now.getTime() + estimateMinutes(input) * 60_000);
  const clock = formatClock(at);
  return input.typeCommande === 'Emporter' ? SERVICE_MESSAGES.estimatePickup(clock) : SERVICE_MESSAGES.estimateDelivery(clock);
}

/** Statuses in which the tracking page shows an estimate: until ready for pickup, until delivered. */
const ESTIMATED_STATUSES = {
  pickup: ['Recu', 'En_preparation'],
  delivery: ['Recu', 'En_preparation', 'Pret', 'En_livraison'],
} as const;

export interface OrderEstimateInput extends Omit<EstimateInput, 'typeCommande' | 'now'> {
  typeCommande: 'Livraison' | 'A_emporter' | 'Sur_place';
  statut: string;
  createdAt: Date;
  now: Date;
}

/**
 * The tracking page's estimate of an order not yet finished: from its creation, the base preparation
 * time plus a batch for the orders ahead of it in the kitchen (those created before it and still Recu or
 * En_preparation), and for delivery the zone's trip and the wait for a courier (estimateMinutes). Never
 * in the past: once passed, it reads "now". Null when finished, cancelled, waiting for verification or
 * ready for pickup.
 */
export function orderEstimate(input: OrderEstimateInput): { at: Date; texte: string } | null {
  const delivery = input.typeCommande === 'Livraison';
  const statuses: readonly string[] = delivery ? ESTIMATED_STATUSES.delivery : ESTIMATED_STATUSES.pickup;
  if (!statuses.includes(input.statut)) return null;
  const minutes = estimateMinutes({ ...input, typeCommande: delivery ? 'Livraison' : 'Emporter', now: input.createdAt });
  const at = new Date(Math.max(input.createdAt.getTime() + minutes * 60_000, input.now.getTime()));
  const clock = formatClock(at);
  return { at, texte: delivery ? SERVICE_MESSAGES.estimateDelivery(clock) : SERVICE_MESSAGES.estimatePickup(clock) };
}

/** An order still Recu for delai_alerte_recu minutes or more is overdue (highlighted, chimes again). */
export function isOverdueRecu(
  order: { statut_commande: string; created_at: string | Date; fire_at?: string | Date },
  delaiAlerteRecu: number,
  now: Date,
): boolean {
  if (order.statut_commande !== 'Recu') return false;
  // A scheduled order waits from its fire time, not from when it was placed.
  return now.getTime() - new Date(order.fire_at ?? order.created_at).getTime() >= delaiAlerteRecu * 60_000;
}

/** How often the board chimes again while an order is overdue. */
export const OVERDUE_CHIME_INTERVAL_MS = 30_000;

/** The ids of the overdue orders among `orders` (the board highlights them and chimes while any is left). */
export function overdueOrderIds(
  orders: readonly { id: string; statut_commande: string; created_at: string | Date; fire_at?: string | Date }[],
  delaiAlerteRecu: number,
  now: Date,
): Set<string> {
  return new Set(orders.filter((order) => isOverdueRecu(order, delaiAlerteRecu, now)).map((order) => order.id));
}

/** Whole minutes an order has waited since it was placed (the overdue badge). */
export function waitingMinutes(createdAt: string | Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(createdAt).getTime()) / 60_000));
}
