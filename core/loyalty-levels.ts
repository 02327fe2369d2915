/**
 * VIP levels from spending: a customer's level is the highest one whose spending threshold
 * (min_spent, millimes) is reached by montant_total_depense (delivered orders); the account shows what
 * is left to reach the next one ("encore 85.000 TND pour Or").
 */
import { formatTND, type Millimes } from './money';

export interface VipLevelLike {
  id: number;
  level_name: string;
  min_spent: Millimes;
  points_multiplier: number;
}

export interface VipProgress<L extends VipLevelLike> {
  current: L | null;
  next: L | null;
  /** millimes left to reach `next`; 0 when there is none */
  remaining: Millimes;
  /** 0..100 of the way from the current threshold to the next */
  percent: number;
}

function byThreshold<L extends VipLevelLike>(levels: readonly L[]): L[] {
  return [...levels].sort((a, b) => a.min_spent - b.min_spent || a.id - b.id);
}

/** The level reached with `spent` millimes, or null when no level's threshold is reached (Aucun). */
export function vipLevelForSpending<L extends VipLevelLike>(levels: readonly L[], spent: Millimes): L | null {
  let reached: L | null = null;
  for (const level of byThreshold(levels)) if (level.min_spent <= spent) reached = level;
  return reached;
}

export function vipProgress<L extends VipLevelLike>(levels: readonly L[], spent: Millimes): VipProgress<L> {
  const sorted = byThreshold(levels);
  const current = vipLevelForSpending(sorted, spent);
  const next = sorted.find((level) => level.min_spent > spent) ?? null;
  if (!next) return { current, next: null, remaining: 0, percent: 100 };
  const from = current?.min_spent ?? 0;
  const span = next.min_spent - from;
  const percent = span > 0 ? Math.min(100, Math.max(0, Math.floor(((spent - from) / span) * 100))) : 0;
  return { current, next, remaining: next.min_spent - spent, percent };
}

/** 'encore 85.000 TND pour Or' */
export function vipRemainingText(progress: { next: { level_name: string } | null; remaining: Millimes }): string | null {
  if (!progress.next) return null;
  return `encore ${formatTND(progress.remaining)} pour ${progress.next.level_name}`;
}

/** The level a customer is shown before reaching a configured one: the programme's base (the catalogue's vip_standard). */
export const BASE_VIP_LEVEL = 'Standard';

export function vipLevelLabel(level: { level_name: string } | null | undefined): string {
  return level?.level_name ?? BASE_VIP_LEVEL;
}
