/**
 * The customer cancels their own order while it is still Recu and within delai_annulation minutes of
 * its creation (a scheduled order: until its fire time minus delai_annulation). The row is locked first so a staff change racing with it wins or loses cleanly.
 */
import { eq } from 'drizzle-orm';
import { formatClock } from '@core/service';
import type { Db } from '../../db/client';
import { orderStatusHistory, orders } from '../../db/schema/index';
import { AppError } from '../../errors';
import { findOrderById, orderNotFound } from './get-order';
import { readSettingsRow } from '../../db/settings-row';
import { notifyOrderEvent } from './order-events';
import { canCancel } from './order-view';
import { applyOrderStatusToLoyalty } from '../loyalty/order-loyalty-events';
import { releasePromotions } from '../promotions/redeem-promotions';
import { publishCatalogChanged } from '../../lib/stream-events';

type OrderRow = typeof orders.$inferSelect;

export async function cancelOrder({
  db,
  orderId,
  customerId,
  now = new Date(),
}: {
  db: Db;
  orderId: string;
  customerId: number;
  now?: Date;
}): Promise<OrderRow> {
  await findOrderById({ db, orderId });
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || order.customer_id !== customerId) throw orderNotFound();
    const { delai_annulation } = await readSettingsRow({ db: tx });
    if (order.statut_commande !== 'Recu') throw new AppError('CANCEL_NOT_ALLOWED');
    if (!canCancel(order, delai_annulation, now)) {
      if (order.scheduled_for && !order.fired_at) throw new AppError('SCHEDULED_CANCEL_TOO_LATE', { clock: formatClock(order.fire_at) });
      throw new AppError('CANCEL_TOO_LATE', { minutes: delai_annulation });
    }
    // An online payment still open expires with the order (a late completion is recorded as to refund).
    const expires = order.mode_paiement === 'konnect' && order.payment_status === 'en_attente' ? { payment_expires_at: now } : {};
    const [cancelled] = await tx
      .update(orders)
      .set({ statut_commande: 'Annule', cancelled_at: now, ...expires })
      .where(eq(orders.id, orderId))
      .returning();
    await tx.insert(orderStatusHistory).values({ order_id: orderId, statut: 'Annule', changed_by: 'customer' });
    await applyOrderStatusToLoyalty({ tx, order: cancelled! });
    // a cancelled order gives its offers' uses and discounts back
    const offers = cancelled!.statut_commande === 'Annule' ? await releasePromotions({ tx, orderId: cancelled!.id }) : null;
    await notifyOrderEvent(tx, cancelled!);
    if (offers?.backOnMenu) await publishCatalogChanged(tx);
    return cancelled!;
  });
}
