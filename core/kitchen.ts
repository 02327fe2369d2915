/**
 * The kitchen display: which orders it shows, in which order, how old each ticket is and in
 * which colour, and the per-dish sum of what is still to make. Pure rules, shared by the server (the
 * list, the ticking of lines) and the wall screen.
 *
 * Only orders En_preparation are tickets: a Recu order is not accepted yet (the board accepts it), so the
 * screen counts those apart instead of letting the kitchen start an order that may still be refused.
 */
import type { StatutCommande } from './order-status';

export const KITCHEN_MESSAGES = {
  notInPreparation: 'Cette commande n’est pas en préparation : ses lignes ne peuvent plus être cochées en cuisine.',
  lineNotFound: 'Cette ligne n’appartient pas à cette commande.',
  thresholdsOrder: 'L’alerte rouge doit venir après l’alerte orange',
  markFailed: 'Impossible de mettre à jour la ligne. Réessayez.',
} as const;

/** Statuses whose orders are tickets on the kitchen display. */
export const KITCHEN_TICKET_STATUSES = ['En_preparation'] as const satisfies readonly StatutCommande[];

export const DEFAULT_KITCHEN_THRESHOLDS: KitchenThresholds = { orange: 10, rouge: 20 };

export interface KitchenThresholds {
  /** Minutes after which a ticket's age shows orange. */
  orange: number;
  /** Minutes after which it shows red (greater than orange). */
  rouge: number;
}

export type AgeLevel = 'normal' | 'orange' | 'rouge';

export const AGE_LEVEL_LABELS: Readonly<Record<AgeLevel, string>> = {
  normal: 'dans les temps',
  orange: 'en retard',
  rouge: 'très en retard',
};

/** Whole minutes since `since` (never negative: a fire time still ahead counts as 0). */
export function ageMinutes(since: Date | string, now: Date | string): number {
  const ms = new Date(now).getTime() - new Date(since).getTime();
  return ms > 0 ? Math.floor(ms / 60_000) : 0;
}

/** orange from `orange` minutes on, rouge from `rouge` minutes on. */
export function ageLevel(minutes: number, thresholds: KitchenThresholds): AgeLevel {
  if (minutes >= thresholds.rouge) return 'rouge';
  if (minutes >= thresholds.orange) return 'orange';
  return 'normal';
}

/** "4 min", "1 h 05". */
export function formatAge(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  return `${h} h ${String(minutes % 60).padStart(2, '0')}`;
}

export interface KitchenTicketTime {
  created_at: string;
  /** When the kitchen must start (the slots branch's orders.fire_at); absent or null: created_at. */
  fire_at?: string | null;
}

/** The time a ticket is fired: its fire time when it has one, else when it was placed. */
export function fireTime(ticket: KitchenTicketTime): string {
  return ticket.fire_at ?? ticket.created_at;
}

/** Oldest fire time first (ties: placed first). Returns a new array. */
export function sortByFireTime<T extends KitchenTicketTime>(tickets: readonly T[]): T[] {
  return [...tickets].sort(
    (a, b) => new Date(fireTime(a)).getTime() - new Date(fireTime(b)).getTime() || new Date(a.created_at).getTime() - new Date(b.created_at).getTime(),
  );
}

export interface KitchenLineLike {
  product_name: string;
  quantity: number;
  done: boolean;
}

export interface DishSum {
  product_name: string;
  quantity: number;
}

/** What is still to make across the tickets, summed per dish: most first, then by name. */
export function sumByDish(tickets: readonly { lines: readonly KitchenLineLike[] }[]): DishSum[] {
  const sums = new Map<string, number>();
  for (const ticket of tickets) {
    for (const line of ticket.lines) {
      if (!line.done) sums.set(line.product_name, (sums.get(line.product_name) ?? 0) + line.quantity);
    }
  }
  return [...sums]
    .map(([product_name, quantity]) => ({ product_name, quantity }))
    .sort((a, b) => b.quantity - a.quantity || a.product_name.localeCompare(b.product_name, 'fr'));
}

/** A ticket with every line done is ready (Prête); a ticket with no line never is by ticking. */
export function allLinesDone(lines: readonly { done: boolean }[]): boolean {
  return lines.length > 0 && lines.every((line) => line.done);
}

export function isKitchenTicketStatus(statut: StatutCommande): boolean {
  return (KITCHEN_TICKET_STATUSES as readonly StatutCommande[]).includes(statut);
}
