/** What the programme owes, in millimes: unspent points at the current point value plus active, unexpired vouchers. */
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { voucherValue } from '@core/loyalty';
import type { LoyaltyLiabilityView } from '@core/schemas/loyalty';
import type { DbOrTx } from '../../db/client';
import { customers, vouchers } from '../../db/schema/index';
import { getLoyaltySettings } from './get-loyalty-settings';

export async function getLoyaltyLiability({ db, now = new Date() }: { db: DbOrTx; now?: Date }): Promise<LoyaltyLiabilityView> {
  const settings = await getLoyaltySettings({ db });
  const [[points], [active]] = await Promise.all([
    db.select({ n: sql<string>`coalesce(sum(${customers.current_points_balance}), 0)` }).from(customers),
    db
      .select({ n: sql<string>`count(*)`, amount: sql<string>`coalesce(sum(${vouchers.amount}), 0)` })
      .from(vouchers)
      .where(and(eq(vouchers.status, 'active'), or(isNull(vouchers.expires_at), gt(vouchers.expires_at, now)))),
  ]);
  const unspent = Number(points?.n ?? 0);
  const pointsValue = voucherValue(unspent, settings.points_value_tnd);
  const activeAmount = Math.round(Number(active?.amount ?? 0) * 1000);
  return {
    unspent_points: unspent,
    points_value: pointsValue,
    active_vouchers: Number(active?.n ?? 0),
    active_vouchers_amount: activeAmount,
    total: pointsValue + activeAmount,
  };
}
