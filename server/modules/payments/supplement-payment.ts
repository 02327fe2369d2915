/**
 * The difference of a paid Konnect order corrected to a higher total: a Konnect payment of its
 * own, for the supplement's amount. Opened outside any transaction, its reference written after; settled
 * by the webhook like an order's payment (Konnect's own answer, once: the supplement row moves
 * en_attente → paye in a conditional UPDATE), with its app event and the live NOTIFY.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderPaymentSupplements, orders } from '../../db/schema/index';
import type { KonnectConnection, KonnectPayment } from '../../integrations/konnect';
import { recordAppEvent } from '../events/record-app-event';
import { notifyOrderEvent } from '../orders/order-events';
import { openKonnectCheckout } from './open-konnect-checkout';

type OrderRow = typeof orders.$inferSelect;
type SupplementRow = typeof orderPaymentSupplements.$inferSelect;

export async function startSupplementPayment(options: {
  db: Db;
  order: OrderRow;
  supplement: SupplementRow;
  connection: KonnectConnection;
  publicUrl: string;
  webhookBase: string;
  restaurant: string;
}): Promise<{ payUrl: string }> {
  const { db, order, supplement, connection, publicUrl } = options;
  const tracking = `${publicUrl}/order-tracking/${encodeURIComponent(order.numero_commande)}`;
  const started = await openKonnectCheckout({
    db,
    order,
    connection,
    webhookBase: options.webhookBase,
    amount: supplement.montant,
    description: `${options.restaurant} — supplément de la commande ${order.numero_commande}`,
    successUrl: tracking,
    failUrl: tracking,
  });
  await db.transaction(async (tx) => {
    await tx.update(orderPaymentSupplements).set({ payment_ref: started.paymentRef }).where(eq(orderPaymentSupplements.id, supplement.id));
    await recordAppEvent(tx, {
      event: 'payment.supplement_started',
      context: { order_id: order.id, numero_commande: order.numero_commande, payment_ref: started.paymentRef, montant: supplement.montant },
    });
  });
  return { payUrl: started.payUrl };
}

/** A completed Konnect payment of a supplement: the supplement is paid (once). Null when the reference is no supplement's. */
export async function settleSupplementPayment({
  db,
  payment,
  paymentRef,
  now = new Date(),
}: {
  db: Db;
  payment: KonnectPayment;
  paymentRef: string;
  now?: Date;
}) {
  const [supplement] = await db.select().from(orderPaymentSupplements).where(eq(orderPaymentSupplements.payment_ref, paymentRef)).limit(1);
  if (!supplement) return null;
  if (payment.status !== 'completed' || payment.amount !== supplement.montant) return { paidNow: false };
  return db.transaction(async (tx) => {
    const [paid] = await tx
      .update(orderPaymentSupplements)
      .set({ status: 'paye', paid_at: now })
      .where(and(eq(orderPaymentSupplements.id, supplement.id), eq(orderPaymentSupplements.status, 'en_attente')))
      .returning();
    if (!paid) return { paidNow: false };
    const [order] = await tx.select().from(orders).where(eq(orders.id, supplement.order_id)).limit(1);
    await recordAppEvent(tx, {
      event: 'payment.supplement_paid',
      context: { order_id: supplement.order_id, numero_commande: order?.numero_commande, payment_ref: paymentRef, montant: supplement.montant },
    });
    if (order) await notifyOrderEvent(tx, order);
    return { paidNow: true };
  });
}
