/**
 * The loyalty points an order will earn (customer-shop §5: floor(total × points_per_tnd × VIP
 * multiplier)), shown after checkout. Crediting them belongs to the loyalty rules, not to placing the order.
 */
import type { LoyaltySettingsPublic } from '@core/catalog';
import { pointsForOrder } from '@core/loyalty';
import type { Millimes } from '@core/money';
import type { DbOrTx } from '../../db/client';
import { orderPointsFor } from '../loyalty/order-points';

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

export function previewOrderPoints({ db, customerId, total }: { db: DbOrTx; customerId: number; total: Millimes }): Promise<number> {
  return orderPointsFor({ tx: db, customerId, total });
}
