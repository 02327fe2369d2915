/**
 * The back-office dashboard's calendar rules: which restaurant days a period covers, where a
 * restaurant day starts and ends as instants (Africa/Tunis), and how a figure compares with last week.
 * Pure: the server's aggregates and the screen read the same rules.
 */
import { fromLocalMs, toLocalMs } from './opening-hours';
import { restaurantDay } from './order-display';

export const DASHBOARD_PERIODS = ['today', '7d', '30d', 'custom'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/** Longest from–to span the server aggregates, in days (a year, leap day included). */
export const DASHBOARD_MAX_SPAN_DAYS = 366;
/** Best-selling dishes listed. */
export const DASHBOARD_TOP_DISHES = 10;

export const DASHBOARD_MESSAGES = {
  invalidPeriod: 'Période invalide',
  invalidDate: 'Date invalide (AAAA-MM-JJ)',
  datesRequired: 'Choisissez une date de début et une date de fin',
  fromAfterTo: 'La date de début doit précéder la date de fin',
  spanTooLong: `La période ne peut pas dépasser ${DASHBOARD_MAX_SPAN_DAYS} jours`,
} as const;

export const DASHBOARD_PERIOD_LABELS: Record<DashboardPeriod, string> = {
  today: "Aujourd'hui",
  '7d': '7 jours',
  '30d': '30 jours',
  custom: 'Du… au…',
};

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** 'YYYY-MM-DD' that names a real calendar day. */
export function isIsoDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === value;
}

/** Days from `from` to `to`, both included (1 for the same day). */
export function spanDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** `day` moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant a restaurant day starts (00:00 in Africa/Tunis). */
export function dayStart(day: string): Date {
  return fromLocalMs(Date.parse(`${day}T00:00:00Z`));
}

export interface ResolvedPeriod {
  from: string;
  to: string;
  /** [startsAt, endsAt): from's 00:00 to the midnight after `to`, restaurant time. */
  startsAt: Date;
  endsAt: Date;
}

/** The days a period covers, ending today for the presets; custom dates are assumed validated. */
export function resolvePeriod(query: { period: DashboardPeriod; from?: string; to?: string }, now: Date): ResolvedPeriod {
  const today = restaurantDay(now);
  const presetDays = { today: 1, '7d': 7, '30d': 30 } as const;
  const [from, to] = query.period === 'custom' ? [query.from!, query.to!] : [addDays(today, 1 - presetDays[query.period]), today];
  return { from, to, startsAt: dayStart(from), endsAt: dayStart(addDays(to, 1)) };
}

export interface TodayWindows {
  /** Today from 00:00 to now, and the same weekday last week from 00:00 to the same time of day. */
  today: { startsAt: Date; endsAt: Date };
  lastWeek: { startsAt: Date; endsAt: Date };
  /** Whole days, for the hourly charts. */
  todayDay: string;
  lastWeekDay: string;
}

export function todayWindows(now: Date): TodayWindows {
  const todayDay = restaurantDay(now);
  const lastWeekDay = addDays(todayDay, -7);
  const sinceMidnight = toLocalMs(now) - Date.parse(`${todayDay}T00:00:00Z`);
  return {
    today: { startsAt: dayStart(todayDay), endsAt: now },
    lastWeek: { startsAt: dayStart(lastWeekDay), endsAt: fromLocalMs(Date.parse(`${lastWeekDay}T00:00:00Z`) + sinceMidnight) },
    todayDay,
    lastWeekDay,
  };
}

export interface Comparison {
  direction: 'up' | 'down' | 'same';
  /** Rounded percentage of change; null when last week was 0 (no ratio to give). */
  percent: number | null;
  /** The French sentence under a figure. */
  text: string;
}

/** How a figure of today compares with the same weekday last week. */
export function compareWithLastWeek(current: number, previous: number): Comparison {
  if (current === previous) return { direction: 'same', percent: 0, text: 'Stable par rapport à la semaine dernière' };
  const direction = current > previous ? 'up' : 'down';
  if (previous === 0) return { direction, percent: null, text: 'En hausse (aucune la semaine dernière)' };
  const percent = Math.round((Math.abs(current - previous) / previous) * 100);
  return { direction, percent, text: `${direction === 'up' ? 'En hausse' : 'En baisse'} de ${percent} % par rapport à la semaine dernière` };
}

/** Minutes an order has waited, for the oldest waiting order's age. */
export function waitingMinutes(since: string | Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(since).getTime()) / 60_000));
}
