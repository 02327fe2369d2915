/**
 * A corrected order: its pending points follow its new total, in the correction's
 * transaction. The order's pending row is moved to the new figure and the customer's pending balance by
 * the difference; an order that had none gets one (recordPendingOrderPoints). Only pending points move:
 * a correction happens before Prête, so nothing was earned yet. Test orders earn nothing.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { customers, loyaltyOrderPoints, type orders } from '../../db/schema/index';
import { orderPointsFor, recordPendingOrderPoints } from './order-points';

type OrderRow = typeof orders.$inferSelect;

export async function repriceOrderPoints({ tx, order }: { tx: Tx; order: OrderRow }): Promise<{ before: number; after: number }> {
  if (order.is_test) return { before: 0, after: 0 };
  const [row] = await tx
    .select({ points: loyaltyOrderPoints.points, status: loyaltyOrderPoints.status })
    .from(loyaltyOrderPoints)
    .where(eq(loyaltyOrderPoints.order_id, order.id))
    .for('update');
  const after = await orderPointsFor({ tx, customerId: order.customer_id, total: order.total_ttc });
  if (!row) {
    const recorded = await recordPendingOrderPoints({ tx, order, points: after });
    return { before: 0, after: recorded };
  }
  if (row.status !== 'pending' || row.points === after) return { before: row.points, after: row.status === 'pending' ? after : row.points };
  await tx
    .update(loyaltyOrderPoints)
    .set({ points: after, updated_at: new Date() })
    .where(and(eq(loyaltyOrderPoints.order_id, order.id), eq(loyaltyOrderPoints.status, 'pending')));
  await tx
    .update(customers)
    .set({ pending_points: sql`greatest(${customers.pending_points} + ${after - row.points}, 0)` })
    .where(eq(customers.id, order.customer_id));
  return { before: row.points, after };
}
