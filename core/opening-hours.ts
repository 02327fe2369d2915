/**
 * Whether the restaurant takes orders right now (customer-shop §3 settings): regular hours per weekday,
 * one or two services a day (lunch and dinner; a closing time at or before its opening runs past midnight), the last order before closing
 * (derniere_cmd_livraison for delivery, derniere_cmd_emporter otherwise), public holidays, temporary
 * closures and the delivery switch. The cart uses it to say when ordering opens again, the server to
 * refuse an order. All clock times are the restaurant's (Africa/Tunis), whatever the caller's zone.
 *
 * Internally times are "local milliseconds": the restaurant's wall-clock time written as if it were
 * UTC, so day arithmetic is plain addition and never depends on the runtime's time zone.
 */
import type { FermetureTemporaire, HorairesReguliers, JourFerie, JourSemaine } from './catalog';
import { servicesOfDay } from './service-hours';
import type { TypeCommande } from './order-type';

export const RESTAURANT_TIME_ZONE = 'Africa/Tunis';

export interface OpeningSettings {
  horaires_reguliers: HorairesReguliers;
  derniere_cmd_livraison: number;
  derniere_cmd_emporter: number;
  jours_feries: readonly JourFerie[];
  fermetures_temporaires: readonly FermetureTemporaire[];
  service_livraison_actif: boolean;
}

export type OrderingStatus =
  | { open: true; /** last moment an order of this type is accepted in the current service */ lastOrderAt: Date }
  | { open: false; /** why the order button is disabled */ reason: string; /** what the cart shows */ message: string; reopensAt: Date | null };

export const OPENING_MESSAGES = {
  closed: 'Commandes fermées',
  reopens: (when: string) => `Commandes fermées — réouverture ${when}`,
  deliveryOff: 'La livraison est momentanément indisponible',
  temporaryClosure: (motif: string) => (motif ? `Fermeture temporaire : ${motif}` : 'Fermeture temporaire'),
  holiday: (nom: string) => (nom ? `Fermé aujourd'hui (${nom})` : "Fermé aujourd'hui (jour férié)"),
  closedToday: "Le restaurant est fermé aujourd'hui",
  notYetOpen: (time: string) => `Le restaurant ouvre à ${time}`,
  lastOrderPassed: (type: TypeCommande, time: string) =>
    type === 'Livraison' ? `Dernière commande en livraison à ${time}` : `Dernière commande à emporter à ${time}`,
  closedForToday: 'Le restaurant est fermé pour aujourd’hui',
} as const;

const WEEKDAYS: readonly JourSemaine[] = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** How far ahead the next opening is looked for. */
const LOOKAHEAD_DAYS = 14;

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: RESTAURANT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The restaurant's UTC offset (ms) at a whole second, asked of Intl (about 10 µs a call: slow in a loop). */
function offsetAtSecond(ms: number): number {
  const parts: Record<string, number> = {};
  for (const part of partsFormat.formatToParts(new Date(ms))) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!) - ms;
}

/**
 * The offsets of 15-minute spans of UTC (keyed by span number), remembered when the offset is the same at
 * the span's first and last second, i.e. no change of offset inside it. Listing a week of slots converts
 * thousands of instants (docs/performance.md, order creation): one Intl call each was most of an order's
 * CPU. A span with a change inside (never for Tunis since 1911) is asked of Intl at each call.
 */
const OFFSET_SPAN_MS = 15 * 60_000;
const offsets = new Map<number, number>();

function offsetAt(ms: number): number {
  const second = ms - (((ms % 1000) + 1000) % 1000);
  const span = Math.floor(ms / OFFSET_SPAN_MS);
  const known = offsets.get(span);
  if (known !== undefined) return known;
  const first = offsetAtSecond(span * OFFSET_SPAN_MS);
  if (first !== offsetAtSecond((span + 1) * OFFSET_SPAN_MS - 1000)) return offsetAtSecond(second);
  if (offsets.size >= 20_000) offsets.clear();
  offsets.set(span, first);
  return first;
}

/** The restaurant's wall-clock time of an instant, as local milliseconds. */
export function toLocalMs(instant: Date): number {
  const ms = instant.getTime();
  return ms + offsetAt(ms);
}

/** The instant at which the restaurant's clock shows `local`. */
export function fromLocalMs(local: number): Date {
  const firstGuess = local - (toLocalMs(new Date(local)) - local);
  const offset = toLocalMs(new Date(firstGuess)) - firstGuess;
  return new Date(local - offset);
}

/** ISO date-time of a closure: with a zone it is an instant; without one it is the restaurant's clock. */
function parseClosureTime(value: string): number | null {
  const hasZone = /(?:[zZ]|[+-]\d\d:?\d\d)$/.test(value.trim());
  const ms = hasZone ? Date.parse(value) : Date.parse(`${value.trim()}Z`);
  if (Number.isNaN(ms)) return null;
  return hasZone ? toLocalMs(new Date(ms)) : ms;
}

function minutesOf(hhmm: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim());
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

function isoDay(localDayStart: number): string {
  return new Date(localDayStart).toISOString().slice(0, 10);
}

function hhmm(local: number): string {
  return new Date(local).toISOString().slice(11, 16);
}

interface Window {
  dayStart: number;
  start: number;
  end: number;
  lastOrder: number;
}

/**
 * The services starting on this local day, in order (none when closed that day, a holiday, or bad hours).
 * A closing time at or before its opening runs past midnight.
 */
function windowsOf(settings: OpeningSettings, dayStart: number, typeCommande: TypeCommande): Window[] {
  const day = settings.horaires_reguliers[WEEKDAYS[new Date(dayStart).getUTCDay()]!];
  if (settings.jours_feries.some((ferie) => ferie.date === isoDay(dayStart))) return [];
  const margin = typeCommande === 'Livraison' ? settings.derniere_cmd_livraison : settings.derniere_cmd_emporter;
  return servicesOfDay(day).flatMap(([ouverture, fermeture]) => {
    const opening = minutesOf(ouverture);
    const closing = minutesOf(fermeture);
    if (opening === null || closing === null) return [];
    const start = dayStart + opening * MINUTE;
    const end = dayStart + (closing <= opening ? closing + 24 * 60 : closing) * MINUTE;
    return [{ dayStart, start, end, lastOrder: Math.max(start, end - margin * MINUTE) }];
  });
}

/** Windows of the days around `today` (from the day before, which may run past midnight), in time order. */
function windowsFrom(settings: OpeningSettings, today: number, typeCommande: TypeCommande, days: number): Window[] {
  const all: Window[] = [];
  for (let offset = -1; offset <= days; offset += 1) all.push(...windowsOf(settings, today + offset * DAY, typeCommande));
  return all.sort((a, b) => a.start - b.start);
}

/**
 * The services (as local-millisecond windows: start, end, last order) from the day before the
 * restaurant's `today` to `days` days after it, in time order, and the temporary closures: what
 * core/slots.ts builds its time slots on, so the two never disagree on when ordering is open.
 */
export function openingWindows(
  settings: OpeningSettings,
  now: Date,
  typeCommande: TypeCommande,
  days: number,
): { today: number; windows: { start: number; end: number; lastOrder: number }[]; closures: { start: number; end: number }[] } {
  const local = toLocalMs(now);
  const today = local - (local % DAY);
  return { today, windows: windowsFrom(settings, today, typeCommande, days), closures: closures(settings) };
}

function closures(settings: OpeningSettings): { start: number; end: number; motif: string }[] {
  return settings.fermetures_temporaires.flatMap((closure) => {
    const start = parseClosureTime(closure.debut);
    const end = parseClosureTime(closure.fin);
    return start === null || end === null || end <= start ? [] : [{ start, end, motif: closure.motif?.trim() ?? '' }];
  });
}

/** First local moment from `now` on when ordering is possible, or null within the look-ahead. */
function nextOpening(settings: OpeningSettings, now: number, today: number, typeCommande: TypeCommande): number | null {
  const blocked = closures(settings);
  for (const window of windowsFrom(settings, today, typeCommande, LOOKAHEAD_DAYS)) {
    if (window.lastOrder < now) continue;
    let candidate = Math.max(window.start, now);
    for (let moved = true; moved;) {
      moved = false;
      for (const closure of blocked) {
        if (candidate >= closure.start && candidate < closure.end) {
          candidate = closure.end;
          moved = true;
        }
      }
    }
    if (candidate <= window.lastOrder) return candidate;
  }
  return null;
}

function whenLabel(at: number, today: number): string {
  const days = Math.floor((at - today) / DAY);
  const day =
    days === 0
      ? "aujourd'hui"
      : days === 1
        ? 'demain'
        : days < 7
          ? WEEKDAYS[new Date(at).getUTCDay()]!
          : `le ${isoDay(at).slice(8, 10)}/${isoDay(at).slice(5, 7)}`;
  return `${day} à ${hhmm(at)}`;
}

function closedReason(settings: OpeningSettings, now: number, today: number, typeCommande: TypeCommande): string {
  const closure = closures(settings).find((c) => now >= c.start && now < c.end);
  if (closure) return OPENING_MESSAGES.temporaryClosure(closure.motif);
  // A service that began yesterday and runs past midnight is "today's" service for the customer.
  const running = windowsFrom(settings, today, typeCommande, 0).find((w) => now >= w.start && now < w.end);
  if (running) return OPENING_MESSAGES.lastOrderPassed(typeCommande, hhmm(running.lastOrder));
  const holiday = settings.jours_feries.find((ferie) => ferie.date === isoDay(today));
  if (holiday) return OPENING_MESSAGES.holiday(holiday.nom?.trim() ?? '');
  const todays = windowsOf(settings, today, typeCommande);
  if (todays.length === 0) return OPENING_MESSAGES.closedToday;
  // Before the first service, or between lunch and dinner: the next service of the day.
  const upcoming = todays.find((w) => now < w.start);
  if (upcoming) return OPENING_MESSAGES.notYetOpen(hhmm(upcoming.start));
  return OPENING_MESSAGES.closedForToday;
}

export function getOrderingStatus({ settings, now, typeCommande }: { settings: OpeningSettings; now: Date; typeCommande: TypeCommande }): OrderingStatus {
  if (typeCommande === 'Livraison' && !settings.service_livraison_actif) {
    return {
      open: false,
      reason: OPENING_MESSAGES.deliveryOff,
      message: `${OPENING_MESSAGES.closed} — ${OPENING_MESSAGES.deliveryOff.toLowerCase()}`,
      reopensAt: null,
    };
  }
  const local = toLocalMs(now);
  const today = local - (local % DAY);
  const next = nextOpening(settings, local, today, typeCommande);
  if (next !== null && next <= local) {
    const window = windowsFrom(settings, today, typeCommande, 0).find((w) => local >= w.start && local <= w.lastOrder);
    return { open: true, lastOrderAt: fromLocalMs(window!.lastOrder) };
  }
  const reason = closedReason(settings, local, today, typeCommande);
  if (next === null) return { open: false, reason, message: OPENING_MESSAGES.closed, reopensAt: null };
  return { open: false, reason, message: OPENING_MESSAGES.reopens(whenLabel(next, today)), reopensAt: fromLocalMs(next) };
}

/**
 * The service day an instant belongs to ('YYYY-MM-DD', the restaurant's calendar): its own date, except
 * in the small hours when a service that started the day before runs past midnight and is still on
 * (a 19:00–02:00 service's 01:30 belongs to the day before). Holidays and closures do not move it.
 */
export function serviceDayOf(horaires: Partial<HorairesReguliers>, instant: Date): string {
  const local = toLocalMs(instant);
  const today = local - (local % DAY);
  const yesterday = today - DAY;
  const runsOver = servicesOfDay(horaires[WEEKDAYS[new Date(yesterday).getUTCDay()]!]).some(([ouverture, fermeture]) => {
    const opening = minutesOf(ouverture);
    const closing = minutesOf(fermeture);
    return opening !== null && closing !== null && closing <= opening && local < today + closing * MINUTE;
  });
  return isoDay(runsOver ? yesterday : today);
}

/** The instants within which a service day's moments lie: its date's midnight to two days later (its last service may pass midnight); filter with serviceDayOf. */
export function serviceDaySpan(day: string): { from: Date; to: Date } {
  const start = Date.parse(`${day}T00:00:00Z`);
  return { from: fromLocalMs(start), to: fromLocalMs(start + 2 * DAY) };
}
