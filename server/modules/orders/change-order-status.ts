/**
 * Staff move an order along the transition table of core/order-status.ts; an illegal jump is refused
 * with a French message. The change, its history row, the customer's e-mail (Prête, En livraison), their
 * WhatsApp/SMS message (order-notifications.ts queueStatusMessage), the print jobs of an acceptance and
 * the live-update NOTIFY are one transaction.
 */
import { eq } from 'drizzle-orm';
import { canTransition, type StatutCommande } from '@core/order-status';
import type { Db, Tx } from '../../db/client';
import { customers, orderStatusHistory, orders } from '../../db/schema/index';
import { AppError } from '../../errors';
import { findOrderById, orderNotFound } from './get-order';
import { readSettingsRow } from '../../db/settings-row';
import { recordAppEvent } from '../events/record-app-event';
import { notifyOrderEvent } from './order-events';
import { queueStatusEmail, queueStatusMessage } from './order-notifications';
import { applyOrderStatusToLoyalty } from '../loyalty/order-loyalty-events';
import { releasePromotions } from '../promotions/redeem-promotions';
import { publishCatalogChanged } from '../../lib/stream-events';
import { ACCEPTANCE_EVENT, queuePrints } from '../printing/queue-prints';

type OrderRow = typeof orders.$inferSelect;

export interface ChangeOrderStatusOptions {
  db: Db;
  orderId: string;
  statut: StatutCommande;
  /** user.id of the staff member, or 'system' (auto-accept, the acceptance promise) */
  changedBy: string;
  publicUrl: string;
  /** A caller's open transaction (the kitchen's last ticked line): the change commits with the caller's writes. */
  tx?: Tx;
}

export async function changeOrderStatus({ db, orderId, statut, changedBy, publicUrl, tx: outer }: ChangeOrderStatusOptions): Promise<OrderRow> {
  await findOrderById({ db: outer ?? db, orderId });
  const inTransaction = <T>(work: (tx: Tx) => Promise<T>): Promise<T> => (outer ? work(outer) : db.transaction(work));
  return inTransaction(async (tx) => {
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
    // Accepted (by staff or auto-accept): the kitchen ticket and the receipt, once per order (printing/print-queue.ts).
    if (statut === 'En_preparation') await queuePrints(tx, { orderId, event: ACCEPTANCE_EVENT, requestedBy: changedBy });
    await applyOrderStatusToLoyalty({ tx, order: changed! });
    // a cancelled order gives its offers' uses and discounts back
    const offers = changed!.statut_commande === 'Annule' ? await releasePromotions({ tx, orderId: changed!.id }) : null;
    const [customer] = await tx.select({ email: customers.email }).from(customers).where(eq(customers.id, order.customer_id)).limit(1);
    const settings = await readSettingsRow({ db: tx });
    await queueStatusEmail({ tx, order: changed!, email: customer?.email ?? null, restaurant: settings.nom_restaurant, publicUrl });
    await queueStatusMessage({ tx, order: changed!, from: order.statut_commande, restaurant: settings.nom_restaurant, publicUrl });
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
    if (offers?.backOnMenu) await publishCatalogChanged(tx);
    return changed!;
  });
}
