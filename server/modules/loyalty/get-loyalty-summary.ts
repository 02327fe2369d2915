/** The account's loyalty card: balance, pending points, spending and the VIP level with what is left to the next. */
import { asc, eq } from 'drizzle-orm';
import { vipProgress } from '@core/loyalty-levels';
import type { LoyaltySummaryView } from '@core/schemas/loyalty';
import type { DbOrTx } from '../../db/client';
import { customers, vipLevels } from '../../db/schema/index';
import { AppError } from '../../errors';
import { getLoyaltySettings } from './get-loyalty-settings';
import { vipLevelView } from './loyalty-views';

export async function getLoyaltySummary({ db, customerId }: { db: DbOrTx; customerId: number }): Promise<LoyaltySummaryView> {
  const [[customer], levels, settings] = await Promise.all([
    db.select().from(customers).where(eq(customers.id, customerId)).limit(1),
    db.select().from(vipLevels).orderBy(asc(vipLevels.min_spent)),
    getLoyaltySettings({ db }),
  ]);
  if (!customer) throw new AppError('LOYALTY_NO_CUSTOMER');
  const progress = vipProgress(levels, customer.montant_total_depense);
  // The stored level is the one the customer holds (set on delivery); before any delivery, the level their
  // spending reaches (Standard from 0 TND in the demo), as the summary cards and the popover show it.
  const current = levels.find((l) => l.id === customer.vip_level_id) ?? progress.current;
  return {
    enabled: settings.enabled,
    balance: customer.current_points_balance,
    pending_points: customer.pending_points,
    total_points_earned: customer.total_points_earned,
    total_points_redeemed: customer.total_points_redeemed,
    montant_total_depense: customer.montant_total_depense,
    points_per_tnd: settings.points_per_tnd,
    min_redemption_points: settings.min_redemption_points,
    points_value_tnd: settings.points_value_tnd,
    voucher_validity_days: settings.voucher_validity_days,
    vip: {
      current: current ? vipLevelView(current) : null,
      next: progress.next ? vipLevelView(progress.next) : null,
      remaining: progress.remaining,
      percent: progress.percent,
    },
  };
}
