/** Presenters: database rows to the views of core/schemas/loyalty.ts (ISO dates, computed statuses). */
import { missionState } from '@core/loyalty';
import { voucherStatus } from '@core/loyalty';
import type { CustomerMissionView, LoyaltyTransactionView, VipLevelView, VoucherView } from '@core/schemas/loyalty';
import type { customerMissionProgress, loyaltyTransactions, missions, vipLevels, vouchers } from '../../db/schema/index';

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

export function vipLevelView(row: typeof vipLevels.$inferSelect): VipLevelView {
  return { id: row.id, level_name: row.level_name, points_multiplier: row.points_multiplier, min_spent: row.min_spent, description: row.description };
}

export function transactionView(row: typeof loyaltyTransactions.$inferSelect): LoyaltyTransactionView {
  return {
    id: row.id,
    transaction_type: row.transaction_type,
    description: row.description,
    points_earned: row.points_earned,
    points_redeemed: row.points_redeemed,
    points_balance: row.points_balance,
    created_at: row.created_at.toISOString(),
  };
}

export function voucherView(row: typeof vouchers.$inferSelect, now = new Date()): VoucherView {
  const status = voucherStatus(row, now);
  return {
    id: row.id,
    code: row.code,
    amount: row.amount,
    points_used: row.points_used,
    status,
    held: status === 'active' && row.order_id !== null,
    expires_at: iso(row.expires_at),
    used_at: iso(row.used_at),
    created_at: row.created_at.toISOString(),
  };
}

export function missionView(m: typeof missions.$inferSelect) {
  return {
    id: m.id,
    title: m.title,
    description: m.description,
    mission_type: m.mission_type,
    target_value: m.target_value,
    reward_points: m.reward_points,
    reset_period: m.reset_period,
    conditions: m.conditions,
    starts_at: iso(m.starts_at),
    ends_at: iso(m.ends_at),
  };
}

export function customerMissionView(
  mission: typeof missions.$inferSelect,
  progress: typeof customerMissionProgress.$inferSelect | null,
  fallbackExpiry: Date | null,
  now = new Date(),
): CustomerMissionView {
  const p = progress ?? { id: null, current_progress: 0, is_completed: false, reward_claimed: false, expires_at: fallbackExpiry };
  return {
    mission: missionView(mission),
    progress_id: p.id,
    current_progress: p.current_progress,
    is_completed: p.is_completed,
    reward_claimed: p.reward_claimed,
    expires_at: iso(p.expires_at),
    state: missionState(p, now),
  };
}
