/**
 * The loyalty points an order will earn (customer-shop §5: floor(total × points_per_tnd × VIP
 * multiplier)), shown after checkout. Crediting them belongs to the loyalty rules, not to placing the order.
 */
import { eq } from 'drizzle-orm';
import type { LoyaltySettingsPublic } from '@core/catalog';
import { pointsForOrder } from '@core/loyalty';
import type { Millimes } from '@core/money';
import type { DbOrTx } from '../../db/client';
import { customers, loyaltySettings, vipLevels } from '../../db/schema/index';

/** The same figure from values already in hand (a new order: the catalogue's loyalty settings, the customer's VIP level). */
export function orderPointsPreview({
  loyalty,
  multiplier,
  total,
}: {
  loyalty: Pick<LoyaltySettingsPublic, 'enabled' | 'points_per_tnd'>;
  multiplier: number;
  total: Millimes;
}): number {
  return loyalty.enabled ? pointsForOrder(total, loyalty.points_per_tnd, multiplier) : 0;
}

export async function previewOrderPoints({ db, customerId, total }: { db: DbOrTx; customerId: number; total: Millimes }): Promise<number> {
  const [settings] = await db.select().from(loyaltySettings).where(eq(loyaltySettings.id, 1)).limit(1);
  if (!settings?.enabled) return 0;
  const [vip] = await db
    .select({ multiplier: vipLevels.points_multiplier })
    .from(customers)
    .leftJoin(vipLevels, eq(vipLevels.id, customers.vip_level_id))
    .where(eq(customers.id, customerId))
    .limit(1);
  return pointsForOrder(total, settings.points_per_tnd, vip?.multiplier ?? 1);
}
