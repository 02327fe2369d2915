/**
 * Staff move an order along the transition table of core/order-status.ts; an illegal jump is refused
 * with a French message. The change, its history row, the customer's e-mail (Prête, En livraison) and
 * the live-update NOTIFY are one transaction.
 */
import { eq } from 'drizzle-orm';
import { canTransition, type StatutCommande } from '@core/order-status';
import type { Db } from '../../db/client';
import { customers, orderStatusHistory, orders } from '../../db/schema/index';
import { AppError } from '../../errors';
import { findOrderById, orderNotFound } from './get-order';
import { getRestaurantSettings } from './get-restaurant-settings';
import { recordAppEvent } from '../events/record-app-event';
import { notifyOrderEvent } from './order-events';
import { queueStatusEmail } from './order-notifications';
import { applyOrderStatusToLoyalty } from '../loyalty/order-loyalty-events';

type OrderRow = typeof orders.$inferSelect;

export interface ChangeOrderStatusOptions {
  db: Db;
  orderId: string;
  statut: StatutCommande;
  /** user.id of the staff member, or 'system' (auto-accept, the acceptance promise) */
  changedBy: string;
  publicUrl: string;
}

export async function changeOrderStatus({ db, orderId, statut, changedBy, publicUrl }: ChangeOrderStatusOptions): Promise<OrderRow> {
  await findOrderById({ db, orderId });
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw orderNotFound();
    if (statut === 'En_livraison' && order.type_commande !== 'Livraison') throw new AppError('DELIVERY_ONLY_STATUS');
    if (!canTransition(order.statut_commande, statut, order.type_commande)) {
      throw new AppError('ILLEGAL_TRANSITION', { from: order.statut_commande, to: statut });
    }
    const now = new Date();
    // Cancelling expires an online payment still open (a late completion is recorded as to refund).
    const expires = statut === 'Annule' && order.mode_paiement === 'konnect' && order.payment_status === 'en_attente' ? { payment_expires_at: now } : {};
    const [changed] = await tx
      .update(orders)
      .set({ statut_commande: statut, ...(statut === 'Annule' ? { cancelled_at: now, ...expires } : {}) })
      .where(eq(orders.id, orderId))
      .returning();
    await tx.insert(orderStatusHistory).values({ order_id: orderId, statut, changed_by: changedBy });
    await applyOrderStatusToLoyalty({ tx, order: changed! });
    const [customer] = await tx.select({ email: customers.email }).from(customers).where(eq(customers.id, order.customer_id)).limit(1);
    const settings = await getRestaurantSettings({ db: tx });
    await queueStatusEmail({ tx, order: changed!, email: customer?.email ?? null, restaurant: settings.nom_restaurant, publicUrl });
    await recordAppEvent(tx, {
      event: 'order.status_changed',
      // 'system': the acceptance promise (acceptance-promise.ts) is nobody's account.
      userId: changedBy === 'system' ? null : changedBy,
      context: {
        order_id: orderId,
        numero_commande: order.numero_commande,
        before: { statut_commande: order.statut_commande },
        after: { statut_commande: statut },
      },
    });
    await notifyOrderEvent(tx, changed!);
    return changed!;
  });
}
