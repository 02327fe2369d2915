/**
 * Settles a Konnect payment from Konnect's own answer, never from the caller: the webhook and the
 * return pages only name a payment reference, this asks Konnect for its status. A completed payment
 * of the order's amount marks the order paid at most once (the order row is locked: replays and races
 * find it already paid and change nothing) and, in the same transaction, queues the new-order
 * notifications. A completed payment that must not count, on a cancelled order, a second one of an
 * order already paid, or one of another amount than the order's total (a link made before a correction),
 * is recorded as to refund at the amount it charged (payment_refunds, once per reference) and notifies no
 * one. A payment Konnect reports failed marks the current attempt failed.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, orderItems, orders, paymentRefunds, type RefundReason } from '../../db/schema/index';
import { recordAppEvent } from '../events/record-app-event';
import { getKonnectPayment, type KonnectConnection } from '../../integrations/konnect';
import { notifyOrderEvent } from '../orders/order-events';
import { queueOrderNotifications } from '../orders/order-notifications';
import { queueCustomerMessage } from '../messages/queue-customer-message';
import { releaseOrderVoucher, spendOrderVoucher } from '../loyalty/order-voucher';
import { settleSupplementPayment } from './supplement-payment';

type OrderRow = typeof orders.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface CheckOrderPaymentOptions {
  db: Db;
  connection: KonnectConnection;
  paymentRef: string;
  restaurant: string;
  publicUrl: string;
  now?: Date;
}

export type PaymentCheck = { order: OrderRow | null; paidNow: boolean };

async function findOrder(db: Db, orderId: string | null, paymentRef: string): Promise<OrderRow | null> {
  if (orderId && UUID.test(orderId)) {
    const [byId] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
    if (byId) return byId;
  }
  const [byRef] = await db.select().from(orders).where(eq(orders.payment_ref, paymentRef)).limit(1);
  return byRef ?? null;
}

export async function checkOrderPayment(options: CheckOrderPaymentOptions): Promise<PaymentCheck> {
  const { db, connection, paymentRef } = options;
  const payment = await getKonnectPayment(connection, paymentRef);
  if (!payment) return { order: null, paidNow: false };
  // The difference of a corrected order has a payment of its own.
  const supplement = await settleSupplementPayment({ db, payment, paymentRef, now: options.now });
  if (supplement) return { order: null, paidNow: false };
  const order = await findOrder(db, payment.orderId, paymentRef);
  if (!order || order.mode_paiement !== 'konnect') return { order: null, paidNow: false };

  // Every completed payment is recorded: applied to the order, or as to refund (markOrderPaid).
  if (payment.status === 'completed') {
    const paid = await markOrderPaid({ ...options, order, amount: payment.amount });
    return paid ? { order: paid, paidNow: true } : { order: await reload(db, order.id), paidNow: false };
  }
  if (payment.status === 'failed' && order.payment_ref === paymentRef && order.payment_status === 'en_attente') {
    const failed = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(orders)
        .set({ payment_status: 'echoue' })
        .where(and(eq(orders.id, order.id), eq(orders.payment_ref, paymentRef), eq(orders.payment_status, 'en_attente')))
        .returning();
      if (row) {
        await releaseOrderVoucher({ tx, orderId: row.id });
        await recordAppEvent(tx, { event: 'payment.failed', context: { order_id: row.id, numero_commande: row.numero_commande, payment_ref: paymentRef } });
        await queueCustomerMessage({ tx, order: row, event: 'payment_failed', restaurant: options.restaurant, publicUrl: options.publicUrl });
        await notifyOrderEvent(tx, row);
      }
      return row;
    });
    return { order: failed ?? (await reload(db, order.id)), paidNow: false };
  }
  return { order, paidNow: false };
}

async function reload(db: Db, id: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row ?? null;
}

/** `amount`: what this payment charged (a payment to refund is recorded at that amount, whatever the order's total is by now). */
async function markOrderPaid(options: CheckOrderPaymentOptions & { order: OrderRow; amount: number }): Promise<OrderRow | null> {
  const { db, order, paymentRef, amount } = options;
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    if (!current) return null;
    if (current.statut_commande !== 'Annule' && current.payment_status === 'paye' && current.payment_ref === paymentRef) return null; // told twice
    // A cancelled order; a second payment of a paid one; a payment of another amount than the order's total (made
    // for it before a correction): given back, the order keeps its state.
    const refund: RefundReason | null =
      current.statut_commande === 'Annule'
        ? 'commande_annulee'
        : current.payment_status === 'paye'
          ? 'paiement_en_double'
          : amount !== current.total_ttc
            ? 'correction_commande'
            : null;
    if (refund) {
      const [recorded] = await tx
        .insert(paymentRefunds)
        .values({ order_id: current.id, payment_ref: paymentRef, montant: amount, reason: refund })
        .onConflictDoNothing()
        .returning();
      if (recorded) {
        await recordAppEvent(tx, {
          event: 'payment.refund_due',
          context: { order_id: current.id, numero_commande: current.numero_commande, payment_ref: paymentRef, montant: amount, reason: refund },
        });
        await notifyOrderEvent(tx, current);
      }
      return null;
    }
    const [paid] = await tx
      .update(orders)
      .set({ payment_status: 'paye', paid_at: options.now ?? new Date(), payment_ref: paymentRef })
      .where(eq(orders.id, current.id))
      .returning();
    if (!paid) return null;
    await recordAppEvent(tx, {
      event: 'payment.completed',
      context: { order_id: paid.id, payment_ref: paymentRef, before: current.payment_status, after: 'paye' },
    });
    await spendOrderVoucher({ tx, orderId: paid.id });
    const items = await tx.select().from(orderItems).where(eq(orderItems.order_id, paid.id));
    const [customer] = await tx.select().from(customers).where(eq(customers.id, paid.customer_id)).limit(1);
    if (customer) await queueOrderNotifications({ tx, order: paid, items, customer, restaurant: options.restaurant, publicUrl: options.publicUrl });
    await notifyOrderEvent(tx, paid);
    return paid;
  });
}
