/**
 * The loyalty side of a refund staff make on a delivered or paid order, in the refund's
 * transaction: the earned points are taken back (the refunded share, never below zero, what cannot be
 * taken recorded on the ledger row), pending points of an order not yet delivered are lost, the spending
 * of a delivered order shrinks by the refunded amount and the VIP level is recomputed. Returns the
 * customer's loyalty figures before and after, for the refund's app event.
 */
import { eq, sql } from 'drizzle-orm';
import { fromMillimes } from '@core/money';
import type { Tx } from '../../db/client';
import { customers, type orders } from '../../db/schema/index';
import { loseOrderPoints, refreshVipLevel, reverseOrderPoints } from './order-points';

type OrderRow = typeof orders.$inferSelect;

interface LoyaltyFigures {
  current_points_balance: number;
  pending_points: number;
  montant_total_depense: number;
  vip_level_id: number | null;
}

export interface RefundLoyalty {
  before: LoyaltyFigures;
  after: LoyaltyFigures;
  /** Points taken back, and those already spent that could not be. */
  taken: number;
  missing: number;
}

async function figures(tx: Tx, customerId: number): Promise<LoyaltyFigures> {
  const [row] = await tx
    .select({
      current_points_balance: customers.current_points_balance,
      pending_points: customers.pending_points,
      montant_total_depense: customers.montant_total_depense,
      vip_level_id: customers.vip_level_id,
    })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  return row!;
}

export async function takeBackRefundedOrder({ tx, order, montant }: { tx: Tx; order: OrderRow; montant: number }): Promise<RefundLoyalty> {
  const before = await figures(tx, order.customer_id);
  let taken = 0;
  let missing = 0;
  if (!order.is_test) {
    const reversed = await reverseOrderPoints({ tx, order, share: { montant, total: order.total_ttc } });
    if (reversed) ({ taken, missing } = reversed);
    else await loseOrderPoints({ tx, orderId: order.id });
    // Only a delivered order added to the spending (creditDeliveredOrder).
    if (order.statut_commande === 'Livre') {
      await tx
        .update(customers)
        .set({ montant_total_depense: sql`greatest(${customers.montant_total_depense} - ${fromMillimes(montant)}::numeric, 0)` })
        .where(eq(customers.id, order.customer_id));
      await refreshVipLevel({ tx, customerId: order.customer_id });
    }
  }
  return { before, after: await figures(tx, order.customer_id), taken, missing };
}
