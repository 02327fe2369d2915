/**
 * Sold out ("Rupture"). Staff mark a product or an accompaniment sold out until tonight's closing,
 * until a date, or until further notice (no end). It is in force while the end is in the future, so it
 * lifts itself when it runs out: nothing has to run at the end time. Times are the restaurant's clock
 * (Africa/Tunis) whatever the caller's zone.
 */
import type { HorairesReguliers, JourSemaine } from './catalog';
import { fromLocalMs, toLocalMs } from './opening-hours';
import { formatClock } from './service';
import { servicesOfDay } from './service-hours';

export interface SoldOutState {
  rupture: boolean;
  rupture_jusqu_a: Date | string | null;
}

export type SoldOutDuration = 'ce_soir' | 'jusqu_a' | 'indefini';

export const SOLD_OUT_MESSAGES = {
  badge: 'Épuisé',
  endInPast: 'La date de fin doit être dans le futur',
  endRequired: 'Indiquez la date de fin de la rupture',
  untilTonight: "Jusqu'à la fermeture de ce soir",
  untilDate: "Jusqu'à une date",
  untilFurtherNotice: 'Jusqu’à nouvel ordre',
  /** The order board's two taps: the line's button, then the confirmation. */
  boardMark: 'Marquer épuisé',
  boardMarkLabel: (product: string) => `Marquer épuisé : ${product}`,
  boardConfirm: "Épuisé jusqu'à ce soir",
  boardDone: (product: string) => `« ${product} » est épuisé jusqu'à ce soir`,
  boardSoldOut: (product: string) => `« ${product} » est épuisé`,
} as const;

/**
 * When a sold-out mark ends, in words for its badge, on the restaurant's clock: 'jusqu’à 23:00' tonight,
 * 'jusqu’à minuit' (a shop open around the clock, or closing at midnight), 'jusqu’à demain 02:00',
 * 'jusqu’au 28/11 à 14:00' later on, 'jusqu’à nouvel ordre' without an end.
 */
export function soldOutUntilText(end: Date | string | null, now: Date = new Date()): string {
  if (end === null) return 'jusqu’à nouvel ordre';
  const at = new Date(end);
  const local = toLocalMs(at);
  const day = Math.floor(local / DAY) * DAY;
  const today = Math.floor(toLocalMs(now) / DAY) * DAY;
  if (local === today + DAY) return 'jusqu’à minuit';
  if (day === today) return `jusqu’à ${formatClock(at)}`;
  if (day === today + DAY) return `jusqu’à demain ${formatClock(at)}`;
  const iso = new Date(day).toISOString();
  return `jusqu’au ${iso.slice(8, 10)}/${iso.slice(5, 7)} à ${formatClock(at)}`;
}

/** Whether the sold-out mark is in force at `now`. */
export function isSoldOut(state: SoldOutState, now: Date = new Date()): boolean {
  if (!state.rupture) return false;
  if (state.rupture_jusqu_a === null) return true;
  return new Date(state.rupture_jusqu_a).getTime() > now.getTime();
}

const WEEKDAYS: readonly JourSemaine[] = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

function minutesOf(hhmm: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/**
 * From the opening of the local day starting at dayStart (local ms) to the end of its last service (the
 * dinner when there are two), or null when closed that day.
 */
function serviceEnd(horaires: HorairesReguliers, dayStart: number): { start: number; end: number } | null {
  const services = servicesOfDay(horaires[WEEKDAYS[new Date(dayStart).getUTCDay()]!]);
  if (services.length === 0) return null;
  const opening = minutesOf(services[0]![0]);
  const [lastOpening, lastClosing] = services.at(-1)!.map(minutesOf);
  if (opening === null || lastOpening == null || lastClosing == null) return null;
  return { start: dayStart + opening * MINUTE, end: dayStart + (lastClosing <= lastOpening ? lastClosing + 24 * 60 : lastClosing) * MINUTE };
}

/**
 * Tonight's closing: the end of the service running now or later today; after midnight, the end of
 * last night's service if it is still running; on a day without service, the coming midnight.
 */
export function tonightClosing(horaires: HorairesReguliers, now: Date): Date {
  const local = toLocalMs(now);
  const today = Math.floor(local / DAY) * DAY;
  const yesterday = serviceEnd(horaires, today - DAY);
  if (yesterday && yesterday.end > local) return fromLocalMs(yesterday.end);
  const current = serviceEnd(horaires, today);
  if (current && current.end > local) return fromLocalMs(current.end);
  return fromLocalMs(today + DAY);
}

/** The end stored for a chosen duration: null means until further notice. */
export function soldOutEnd(options: {
  duree: SoldOutDuration;
  jusqu_a?: Date | string | null;
  horaires: HorairesReguliers;
  now: Date;
}): { ok: true; end: Date | null } | { ok: false; message: string } {
  if (options.duree === 'indefini') return { ok: true, end: null };
  if (options.duree === 'ce_soir') return { ok: true, end: tonightClosing(options.horaires, options.now) };
  if (!options.jusqu_a) return { ok: false, message: SOLD_OUT_MESSAGES.endRequired };
  const end = new Date(options.jusqu_a);
  if (Number.isNaN(end.getTime())) return { ok: false, message: SOLD_OUT_MESSAGES.endRequired };
  if (end.getTime() <= options.now.getTime()) return { ok: false, message: SOLD_OUT_MESSAGES.endInPast };
  return { ok: true, end };
}
