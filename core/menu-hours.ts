/**
 * Menus by time of day: which dishes the shop shows at a moment, when that can next change,
 * and the short badge the back-office list shows for a limited row. The rule itself is core/slots.ts
 * isOnMenuAt (services by serviceOf — lunch before 17:00, dinner after — and weekdays, in the
 * restaurant's time zone, Africa/Tunis); the server checks an order with it, the shop filters with it.
 * No zod here: the shop's entry chunk imports this file (the admin schemas are core/schemas/menu-hours.ts).
 */
import type { JourSemaine } from './catalog';
import { fromLocalMs, toLocalMs } from './opening-hours';
import { SERVICE_LABELS, isOnMenuAt, type MenuHours, type ServiceName } from './slots';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Where serviceOf changes (17:00) and weekdayOf changes (00:00), minutes of the restaurant's day. */
const BOUNDARIES_MINUTES = [0, 17 * 60] as const;

/** Monday first, as the back-office lists them. */
export const MENU_DAYS: readonly JourSemaine[] = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];
export const DAY_SHORT_LABELS: Readonly<Record<JourSemaine, string>> = {
  lundi: 'Lun',
  mardi: 'Mar',
  mercredi: 'Mer',
  jeudi: 'Jeu',
  vendredi: 'Ven',
  samedi: 'Sam',
  dimanche: 'Dim',
};
export const MENU_SERVICES: readonly ServiceName[] = ['midi', 'soir'];

export const MENU_HOURS_MESSAGES = {
  services: 'Services',
  days: 'Jours',
  servicesHint: 'Aucun coché : tous les services.',
  daysHint: 'Aucun coché : tous les jours.',
  invalidService: 'Service inconnu : choisissez Midi ou Soir.',
  invalidDay: 'Jour inconnu : choisissez un jour de lundi à dimanche.',
  /** The checkout's list of lines the chosen time does not serve. */
  notServedTitle: "Pas servi à l'horaire choisi",
  remove: 'Retirer',
} as const;

/** A dish is on the menu at `at` when both it and its category are (a missing category limits nothing). */
export function isDishOnMenuAt(product: MenuHours, category: MenuHours | null | undefined, at: Date): boolean {
  return isOnMenuAt(product, at) && isOnMenuAt(category, at);
}

/**
 * The next instant, strictly after `now`, at which a limited menu may change: the next 00:00 (weekday)
 * or 17:00 (lunch to dinner) of the restaurant's clock. The shop re-evaluates its menu then.
 */
export function nextMenuChange(now: Date): Date {
  const local = toLocalMs(now);
  const dayStart = local - (((local % DAY) + DAY) % DAY);
  for (const dayOffset of [0, 1]) {
    for (const minutes of BOUNDARIES_MINUTES) {
      const boundary = dayStart + dayOffset * DAY + minutes * MINUTE;
      if (boundary > local) return fromLocalMs(boundary);
    }
  }
  return fromLocalMs(dayStart + DAY);
}

/**
 * Keeps only known values, in a stable order, and reads "every one ticked" as "no limit" (empty), so a
 * row is limited exactly when its lists are not empty.
 */
export function normaliseMenuHours(limit: MenuHours): { services_disponibles: ServiceName[]; jours_disponibles: JourSemaine[] } {
  const services = MENU_SERVICES.filter((s) => limit.services_disponibles?.includes(s));
  const jours = MENU_DAYS.filter((d) => limit.jours_disponibles?.includes(d));
  return {
    services_disponibles: services.length === MENU_SERVICES.length ? [] : services,
    jours_disponibles: jours.length === MENU_DAYS.length ? [] : jours,
  };
}

/** "Sam–Dim", "Lun–Ven", "Lun, Mer, Ven": consecutive days (Monday first) as a range, else a list. */
export function daysLabel(jours: readonly string[]): string {
  const indexes = MENU_DAYS.flatMap((d, i) => (jours.includes(d) ? [i] : []));
  const labels = indexes.map((i) => DAY_SHORT_LABELS[MENU_DAYS[i]!]);
  const consecutive = indexes.every((value, i) => i === 0 || value === indexes[i - 1]! + 1);
  if (indexes.length >= 2 && consecutive) return `${labels[0]}–${labels[labels.length - 1]}`;
  return labels.join(', ');
}

/**
 * The back-office badge of a limited row: « Midi seulement », « Sam–Dim », « Soir · Lun–Ven »; null
 * when the row is always on the menu.
 */
export function menuHoursBadge(limit: MenuHours): string | null {
  const { services_disponibles: services, jours_disponibles: jours } = normaliseMenuHours(limit);
  const service = services.length === 1 ? SERVICE_LABELS[services[0]!] : null;
  if (!jours.length) return service ? `${service} seulement` : null;
  return service ? `${service} · ${daysLabel(jours)}` : daysLabel(jours);
}

/** The catalogue's rows a menu check reads (the public catalogue, the server's or the shop's copy). */
export interface MenuCatalog {
  categories: readonly (MenuHours & { id: number })[];
  produits: readonly (MenuHours & { id: number; category_id: number })[];
}

/**
 * The lines whose dish is not on the menu at `at` (the chosen slot, or now for 'Dès que possible'): the
 * server refuses the order naming the first one, the checkout lists them all. A dish the catalogue no
 * longer has is left to the cart's reconciliation.
 */
export function offMenuLines<Line extends { product: { id: number } }>(lines: readonly Line[], catalog: MenuCatalog, at: Date): Line[] {
  const products = new Map(catalog.produits.map((p) => [p.id, p]));
  const categories = new Map(catalog.categories.map((c) => [c.id, c]));
  return lines.filter((line) => {
    const product = products.get(line.product.id);
    return product !== undefined && !isDishOnMenuAt(product, categories.get(product.category_id), at);
  });
}
