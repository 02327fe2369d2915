/**
 * Missions (customer-shop §4): which server event moves which mission, by how much, and the
 * period a progress row belongs to. Periods are read on the restaurant's wall clock (Africa/Tunis):
 * '2025-06-14' (daily), '2025-W24' (ISO week, weekly), '2025-06' (monthly), 'none' (one-off).
 */
import type { Millimes } from './money';
import type { MissionResetPeriod } from './loyalty';
import { fromLocalMs, toLocalMs } from './opening-hours';
import { countLabel } from './plural';

export const MISSION_TYPES = ['first_order', 'order_count', 'order_amount', 'review', 'amount_spent'] as const;
export type MissionType = (typeof MISSION_TYPES)[number];

export const MISSION_TYPE_LABELS: Readonly<Record<MissionType, string>> = {
  first_order: 'Première commande',
  order_count: 'Nombre de commandes',
  order_amount: 'Commande au-dessus d’un montant',
  review: 'Avis client',
  amount_spent: 'Montant dépensé (TND)',
};

export const MISSION_MESSAGES = {
  claimed: 'Récompense récupérée !',
  pointsAdded: (points: number) => `+${countLabel(points, 'point ajouté', 'points ajoutés')} à votre solde`,
  claimFailed: 'Impossible de récupérer la récompense.',
} as const;

export interface MissionLike {
  mission_type: MissionType;
  target_value: number;
  conditions: { min_amount?: number; min_rating?: number };
  starts_at: string | Date | null;
  ends_at: string | Date | null;
  actif: boolean;
}

/** What happened: a delivered order (its total in millimes) or a review (its rating). */
export type MissionEvent = { kind: 'order_delivered'; total: Millimes } | { kind: 'review'; rating: number };

/** How much the event moves the mission: 0 when it does not concern it. amount_spent counts whole TND. */
export function missionIncrement(mission: Pick<MissionLike, 'mission_type' | 'conditions'>, event: MissionEvent): number {
  switch (mission.mission_type) {
    case 'first_order':
    case 'order_count':
      return event.kind === 'order_delivered' ? 1 : 0;
    case 'order_amount':
      return event.kind === 'order_delivered' && event.total >= (mission.conditions.min_amount ?? 0) ? 1 : 0;
    case 'amount_spent':
      return event.kind === 'order_delivered' ? Math.floor(event.total / 1000) : 0;
    case 'review':
      return event.kind === 'review' && event.rating >= (mission.conditions.min_rating ?? 1) ? 1 : 0;
  }
}

/** Whether the mission runs at `now` (active flag and its starts_at/ends_at window). */
export function missionRunning(mission: Pick<MissionLike, 'actif' | 'starts_at' | 'ends_at'>, now: Date): boolean {
  if (!mission.actif) return false;
  if (mission.starts_at !== null && new Date(mission.starts_at).getTime() > now.getTime()) return false;
  if (mission.ends_at !== null && new Date(mission.ends_at).getTime() <= now.getTime()) return false;
  return true;
}

const DAY_MS = 86_400_000;

/** The ISO week of a day given as its UTC midnight. */
function isoWeek(day: Date): { year: number; week: number } {
  const d = new Date(day);
  const weekday = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  return { year: d.getUTCFullYear(), week: Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7) };
}

const pad = (n: number) => String(n).padStart(2, '0');

export interface MissionPeriod {
  key: string;
  /** when the period ends (its progress row expires), null for a one-off mission */
  endsAt: Date | null;
}

/** The period `now` falls in for a reset period, on the restaurant's clock (opening-hours.ts's local milliseconds). */
export function missionPeriod(reset: MissionResetPeriod, now: Date): MissionPeriod {
  if (reset === 'none') return { key: 'none', endsAt: null };
  const today = Math.floor(toLocalMs(now) / DAY_MS) * DAY_MS;
  const day = new Date(today);
  if (reset === 'daily') return { key: day.toISOString().slice(0, 10), endsAt: fromLocalMs(today + DAY_MS) };
  if (reset === 'weekly') {
    const { year, week } = isoWeek(day);
    const weekday = day.getUTCDay() || 7;
    return { key: `${year}-W${pad(week)}`, endsAt: fromLocalMs(today + (8 - weekday) * DAY_MS) };
  }
  return { key: day.toISOString().slice(0, 7), endsAt: fromLocalMs(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 1)) };
}

/** Progress after adding `increment`, capped at the target; completed once the target is reached. */
export function advanceMission(current: number, increment: number, target: number): { progress: number; completed: boolean } {
  const progress = Math.min(target, Math.max(0, current) + Math.max(0, increment));
  return { progress, completed: progress >= target };
}

/** A customer is "close" to completing a mission from 50 % of its target (admin overview). */
export function isCloseToCompletion(current: number, target: number): boolean {
  return target > 0 && current < target && current * 2 >= target;
}
