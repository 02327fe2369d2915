/**
 * Dates as the back-office shows and takes them, day first whatever the browser's language: '26/11/2026'
 * and '26/11/2026 19:30'. The forms keep the ISO forms ('2026-11-26', '2026-11-26T19:30'), which the
 * native date fields gave: those follow the browser's locale (MM/DD/YYYY in an English browser).
 */

export const DAY_FIRST_PLACEHOLDER = 'JJ/MM/AAAA';
export const DAY_FIRST_TIME_PLACEHOLDER = 'JJ/MM/AAAA HH:MM';

/** A day-first field whose text is not a date. */
export function dayFirstInvalid({ withTime = false }: { withTime?: boolean } = {}): string {
  return `Saisissez la date au format ${withTime ? DAY_FIRST_TIME_PLACEHOLDER : DAY_FIRST_PLACEHOLDER}`;
}

/** Is this the ISO form a day-first field gives for a date it read ('2026-11-26', or '2026-11-26T19:30' withTime)? */
export function isDayFirstValue(value: string, { withTime = false }: { withTime?: boolean } = {}): boolean {
  return (withTime ? /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/ : /^\d{4}-\d{2}-\d{2}$/).test(value);
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/;
const TYPED = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[ T,]+(\d{1,2})[:hH](\d{2}))?$/;

/** '2026-11-26' → '26/11/2026'; '2026-11-26T19:30' → '26/11/2026 19:30' with the time; '' for anything else. */
export function formatDayFirst(iso: string, { withTime = false }: { withTime?: boolean } = {}): string {
  const match = ISO.exec(iso);
  if (!match) return '';
  const [, year, month, day, hour, minute] = match;
  const date = `${day}/${month}/${year}`;
  return withTime ? `${date} ${hour ?? '00'}:${minute ?? '00'}` : date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * What a person typed, day first ('26/11/2026', '2/3/2027', '26-11-2026', with ' 19:30' when withTime), as
 * the ISO form; null when it is not a real date (31/02) or time, or not day first.
 */
export function parseDayFirst(text: string, { withTime = false }: { withTime?: boolean } = {}): string | null {
  const match = TYPED.exec(text.trim());
  if (!match) return null;
  const [, d, m, y, h, min] = match;
  const day = Number(d);
  const month = Number(m);
  const year = Number(y);
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  const date = `${year}-${pad(month)}-${pad(day)}`;
  if (!withTime) return h === undefined ? date : null;
  if (h === undefined) return null;
  const hour = Number(h);
  const minute = Number(min);
  if (hour > 23 || minute > 59) return null;
  return `${date}T${pad(hour)}:${pad(minute)}`;
}
