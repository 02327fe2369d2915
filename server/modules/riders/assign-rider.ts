/**
 * The board gives a delivery to a rider, to another one, or takes it back (null), while it is neither delivered
 * nor cancelled (core/riders.ts assignmentRefusal). The change and its live-update NOTIFY are one transaction,
 * so the board refreshes as for a status change.
 */
import { eq } from 'drizzle-orm';
import { assignmentRefusal } from '@core/riders';
import type { Db } from '../../db/client';
import { findOrderById, orderNotFound } from '../../db/find-order';
import { orders, riders } from '../../db/schema/index';
import { AppError } from '../../errors';
import { recordAppEvent } from '../events/record-app-event';
import { notifyOrderEvent } from '../orders/order-events';

type OrderRow = typeof orders.$inferSelect;

export async function assignRider({ db, orderId, riderId, actorId }: { db: Db; orderId: string; riderId: number | null; actorId: string }): Promise<OrderRow> {
  await findOrderById({ db, orderId });
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw orderNotFound();
    const [rider] = riderId === null ? [null] : await tx.select().from(riders).where(eq(riders.id, riderId)).limit(1);
    if (rider === undefined) throw new AppError('RIDER_NOT_FOUND');
    const refusal = assignmentRefusal(order, rider);
    if (refusal) throw new AppError(refusal);
    if (order.rider_id === riderId) return order;
    const [before] = order.rider_id === null ? [null] : await tx.select({ nom: riders.nom }).from(riders).where(eq(riders.id, order.rider_id)).limit(1);
    const [changed] = await tx.update(orders).set({ rider_id: riderId }).where(eq(orders.id, orderId)).returning();
    await recordAppEvent(tx, {
      event: 'order.rider_assigned',
      userId: actorId,
      context: { order_id: orderId, numero_commande: order.numero_commande, before: { livreur: before?.nom ?? null }, after: { livreur: rider?.nom ?? null } },
    });
    await notifyOrderEvent(tx, changed!);
    return changed!;
  });
}
