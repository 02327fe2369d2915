/**
 * Ordering ahead: 15-minute time slots, today and the next `jours_commande_avance` days, in
 * the restaurant's time zone (Africa/Tunis) whatever the caller's, and the kitchen's capacity per
 * 15 minutes. Pure: the server validates an order's slot with it, the shop lists the same slots.
 *
 * A slot is when the customer gets the food (delivered, or ready to take away). Its fire time is when
 * the kitchen must start: the slot minus the preparation time and, for delivery, the zone's
 * temps_livraison. A slot is offered when an order placed at its fire time would be taken (the rules of
 * opening-hours.ts: regular services, last-order margins, holidays, temporary closures), its fire time
 * is not in the past nor inside a pause, and its day is within the look-ahead.
 *
 * Capacity is the kitchen's: orders are counted in the 15-minute window of their fire time (an ASAP
 * order fires when placed), per service (lunch before 17:00, dinner after), in orders and/or pieces;
 * lines of the excluded categories (drinks) count for nothing. An order alone in its window always fits,
 * so a large order is never refused for good.
 */
import { formatClock, isOrderingPaused, type PauseState } from './service';
import { fromLocalMs, openingWindows, toLocalMs, type OpeningSettings } from './opening-hours';
import type { JourSemaine } from './catalog';
import type { TypeCommande } from './order-type';

const SLOT_MINUTES = 15;
const MINUTE = 60_000;
const SLOT_MS = SLOT_MINUTES * MINUTE;
const DAY = 24 * 60 * MINUTE;
/** Default of jours_commande_avance: today and the next 6 days. */
export const DEFAULT_DAYS_AHEAD = 6;
/** Travel time of a delivery zone without temps_livraison (as core/service.ts estimates). */
const DEFAULT_TRAVEL_MINUTES = 30;
/** A slot (or a fire time) from this local time on belongs to dinner. */
const DINNER_FROM_MINUTES = 17 * 60;

export const SERVICES = ['midi', 'soir'] as const;
export type ServiceName = (typeof SERVICES)[number];
export const SERVICE_LABELS: Readonly<Record<ServiceName, string>> = { midi: 'Midi', soir: 'Soir' };

const WEEKDAYS: readonly JourSemaine[] = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];

export const SLOT_MESSAGES = {
  asap: 'Dès que possible',
  scheduled: 'Programmer',
  unavailable: "Ce créneau n'est plus disponible. Choisissez un autre horaire.",
  full: (next: string) => `Ce créneau est complet. Prochain créneau disponible : ${next}.`,
  kitchenFull: (next: string) => `Notre cuisine est complète pour le moment. Prochain créneau disponible : ${next}.`,
  noneLeft: 'Plus aucun créneau disponible pour le moment. Veuillez réessayer plus tard.',
  closedOfferSlot: (first: string) => `Vous pouvez commander dès maintenant pour ${first}.`,
  slotFull: 'Complet',
  scheduledFor: (label: string) => `Programmée pour ${label}`,
  deliveryAt: (label: string) => `Livraison prévue ${label}`,
  pickupAt: (label: string) => `À retirer ${label}`,
  notOnMenu: (name: string) => `« ${name} » n'est pas proposé à cet horaire. Retirez-le du panier ou choisissez un autre créneau.`,
  cancelTooLate: (clock: string) => `Cette commande ne peut plus être annulée : sa préparation commence à ${clock}.`,
} as const;

export interface SlotSettings extends OpeningSettings, PauseState {
  delai_preparation_base: number;
  jours_commande_avance: number;
}

export interface Slot {
  /** When the customer gets the food. */
  at: Date;
  /** When the kitchen starts: at minus preparation (and travel for delivery). */
  fireAt: Date;
  /** The restaurant's day, YYYY-MM-DD, and clock time, HH:MM. */
  day: string;
  time: string;
  service: ServiceName;
}

/** Minutes between fire time and slot: the preparation, plus the zone's travel time for delivery. */
export function slotLeadMinutes(delaiPreparation: number, typeCommande: TypeCommande, tempsLivraison: number | null | undefined): number {
  const travel = typeCommande === 'Livraison' ? (tempsLivraison ?? DEFAULT_TRAVEL_MINUTES) : 0;
  return Math.max(0, delaiPreparation) + Math.max(0, travel);
}

/** The service of an instant: lunch before 17:00 (restaurant's clock), dinner after. */
export function serviceOf(instant: Date): ServiceName {
  const local = toLocalMs(instant);
  return (local % DAY) / MINUTE < DINNER_FROM_MINUTES ? 'midi' : 'soir';
}

/** The restaurant's weekday of an instant. */
function weekdayOf(instant: Date): JourSemaine {
  return WEEKDAYS[new Date(toLocalMs(instant)).getUTCDay()]!;
}

/**
 * The slots offered at `now`, in time order. None for delivery while the delivery service is off, nor
 * during a pause without an end.
 */
export function listSlots({
  settings,
  now,
  typeCommande,
  tempsLivraison,
}: {
  settings: SlotSettings;
  now: Date;
  typeCommande: TypeCommande;
  tempsLivraison?: number | null;
}): Slot[] {
  if (typeCommande === 'Livraison' && !settings.service_livraison_actif) return [];
  if (isOrderingPaused(settings, now) && settings.commandes_reprise_a === null) return [];
  const pauseEnd = isOrderingPaused(settings, now) ? toLocalMs(new Date(settings.commandes_reprise_a!)) : -Infinity;
  const days = Math.max(0, Math.floor(settings.jours_commande_avance));
  const lead = slotLeadMinutes(settings.delai_preparation_base, typeCommande, tempsLivraison) * MINUTE;
  const localNow = toLocalMs(now);
  const { today, windows, closures } = openingWindows(settings, now, typeCommande, days);
  const lastDay = today + (days + 1) * DAY;
  const seen = new Set<number>();
  const slots: Slot[] = [];
  for (const window of windows) {
    for (let at = Math.ceil((window.start + lead) / SLOT_MS) * SLOT_MS; at - lead <= window.lastOrder; at += SLOT_MS) {
      const fire = at - lead;
      if (fire < localNow || fire < pauseEnd || at < today || at >= lastDay || seen.has(at)) continue;
      if (closures.some((c) => fire >= c.start && fire < c.end)) continue;
      seen.add(at);
      const instant = fromLocalMs(at);
      const iso = new Date(at).toISOString();
      slots.push({ at: instant, fireAt: fromLocalMs(fire), day: iso.slice(0, 10), time: iso.slice(11, 16), service: serviceOf(instant) });
    }
  }
  return slots.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** The offered slot at exactly this instant, else null (not on the grid, closed, past, full day…). */
export function findSlot(slots: readonly Slot[], at: Date): Slot | null {
  return slots.find((slot) => slot.at.getTime() === at.getTime()) ?? null;
}

/** The start of the kitchen's 15-minute window holding `fireAt` (Tunis is a whole hour from UTC). */
export function kitchenWindowOf(fireAt: Date): Date {
  return new Date(Math.floor(fireAt.getTime() / SLOT_MS) * SLOT_MS);
}

export interface SlotCapacity {
  /** Orders per 15 minutes; null: no limit. */
  commandes: number | null;
  /** Pieces per 15 minutes; null: no limit. */
  pieces: number | null;
}
export type CapacitySettings = Readonly<Record<ServiceName, SlotCapacity>>;
export const NO_CAPACITY_LIMIT: CapacitySettings = { midi: { commandes: null, pieces: null }, soir: { commandes: null, pieces: null } };

/** What the orders of a kitchen window already hold. */
export interface WindowLoad {
  orders: number;
  pieces: number;
}

/** What one order weighs on the kitchen: nothing when all its lines are in excluded categories. */
export interface OrderWeight {
  counts: boolean;
  pieces: number;
}

/**
 * An order's weight: its lines outside the excluded categories, each quantity times nombre_pieces when
 * the product counts pieces, else its quantity (customer-shop §4 piece count).
 */
export function orderWeight(
  lines: readonly { quantity: number; product: { category_id: number; nombre_pieces: number | null; comptabiliser_pieces: boolean } }[],
  excludedCategories: readonly number[],
): OrderWeight {
  const counted = lines.filter((line) => !excludedCategories.includes(line.product.category_id));
  const pieces = counted.reduce(
    (sum, { quantity, product }) => sum + (product.comptabiliser_pieces && product.nombre_pieces ? quantity * product.nombre_pieces : quantity),
    0,
  );
  return { counts: counted.length > 0, pieces };
}

/** Does this order fit the window? An uncounted order, or one alone in its window, always does. */
export function hasRoom(load: WindowLoad | undefined, capacity: SlotCapacity, weight: OrderWeight): boolean {
  if (!weight.counts || !load || load.orders === 0) return true;
  if (capacity.commandes !== null && load.orders + 1 > capacity.commandes) return false;
  if (capacity.pieces !== null && load.pieces + weight.pieces > capacity.pieces) return false;
  return true;
}

/** Is the slot's kitchen window full for an order of this weight? */
export function isSlotFull(slot: Slot, loads: ReadonlyMap<number, WindowLoad>, capacity: CapacitySettings, weight: OrderWeight): boolean {
  return !hasRoom(loads.get(kitchenWindowOf(slot.fireAt).getTime()), capacity[slot.service], weight);
}

/** The first slot after `after` (strictly) whose window has room, else null. */
export function nextSlotWithRoom(
  slots: readonly Slot[],
  loads: ReadonlyMap<number, WindowLoad>,
  capacity: CapacitySettings,
  weight: OrderWeight,
  after: Date,
): Slot | null {
  return slots.find((slot) => slot.at.getTime() > after.getTime() && !isSlotFull(slot, loads, capacity, weight)) ?? null;
}

/** "aujourd'hui à 12:30", "demain à 12:30", "samedi 28/11 à 12:30", in the restaurant's time zone. */
export function slotLabel(at: Date, now: Date): string {
  return `${dayLabel(at, now).toLowerCase()} à ${formatClock(at)}`;
}

/** "samedi 28/11 à 12:30": the slot in a message read later (e-mail, Telegram, ticket), in Tunis time. */
export function slotDateLabel(at: Date): string {
  return `${slotDayLabel(at)} à ${new Date(toLocalMs(at)).toISOString().slice(11, 16)}`;
}

/** "samedi 28/11": the slot's day in Tunis time (the kitchen ticket prints the clock apart, in large type). */
export function slotDayLabel(at: Date): string {
  const local = new Date(toLocalMs(at));
  const iso = local.toISOString();
  return `${WEEKDAYS[local.getUTCDay()]} ${iso.slice(8, 10)}/${iso.slice(5, 7)}`;
}

/** "Aujourd'hui", "Demain", "Samedi 28/11". */
export function dayLabel(at: Date, now: Date): string {
  const day = toLocalMs(at) - (toLocalMs(at) % DAY);
  const today = toLocalMs(now) - (toLocalMs(now) % DAY);
  const offset = Math.round((day - today) / DAY);
  if (offset === 0) return "Aujourd'hui";
  if (offset === 1) return 'Demain';
  const iso = new Date(day).toISOString();
  const weekday = WEEKDAYS[new Date(day).getUTCDay()]!;
  return `${weekday[0]!.toUpperCase()}${weekday.slice(1)} ${iso.slice(8, 10)}/${iso.slice(5, 7)}`;
}

/**
 * The moment until which a customer may cancel a scheduled order: its fire time minus delai_annulation.
 */
export function scheduledCancelDeadline(fireAt: Date, delaiAnnulation: number): Date {
  return new Date(fireAt.getTime() - Math.max(0, delaiAnnulation) * MINUTE);
}

/**
 * Menus by time of day: a category or product limited to services and weekdays (null or empty: no
 * limit on that axis). Checked at the slot of a scheduled order, at now for an ASAP one.
 */
export interface MenuHours {
  services_disponibles?: readonly string[] | null;
  jours_disponibles?: readonly string[] | null;
}

export function isOnMenuAt(limit: MenuHours | null | undefined, at: Date): boolean {
  if (!limit) return true;
  const services = limit.services_disponibles ?? [];
  const jours = limit.jours_disponibles ?? [];
  if (services.length > 0 && !services.includes(serviceOf(at))) return false;
  if (jours.length > 0 && !jours.includes(weekdayOf(at))) return false;
  return true;
}

/** The days and slots the checkout lists (GET /api/slots): only what the choice rules below read. */
type ListedSlots = { jours: readonly { creneaux: readonly { at: string; complet: boolean }[] }[] };

/** The first slot with room, or null. */
export function firstFreeSlot(view: ListedSlots | undefined): string | null {
  for (const jour of view?.jours ?? []) for (const creneau of jour.creneaux) if (!creneau.complet) return creneau.at;
  return null;
}

/**
 * The slot a customer's choice stands for as the list changes: the choice while it has room; once it is
 * full (or no longer listed), the next free slot after it, which is on the same day when that day has
 * one; else the first free slot. A choice of a time is never turned into 'Dès que possible': null only
 * when no slot is free at all.
 */
export function keptSlot(view: ListedSlots, chosen: string): string | null {
  const creneaux = view.jours.flatMap((jour) => jour.creneaux);
  if (creneaux.some((c) => c.at === chosen && !c.complet)) return chosen;
  const after = new Date(chosen).getTime();
  return creneaux.find((c) => !c.complet && new Date(c.at).getTime() > after)?.at ?? firstFreeSlot(view);
}
