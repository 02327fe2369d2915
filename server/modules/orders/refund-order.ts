/**
 * Staff refund a delivered or paid order from its detail on the board (issue 13): the money given back
 * is recorded as a refund row of payment_refunds (remboursement_client, given back at once, with the
 * motif and who made it), the order's payment_status becomes rembourse, and the loyalty follows (points
 * taken back, spending and VIP level, loyalty/refund-order-loyalty.ts). One transaction with the
 * payment.refunded app event (before and after) and the live NOTIFY, so the board and the customer's
 * account refresh. An order is refunded once; the amount is at most its total.
 */
import { eq } from 'drizzle-orm';
import type { RefundOrderInput } from '@core/schemas/orders';
import type { Db } from '../../db/client';
import { orders, paymentRefunds } from '../../db/schema/index';
import { AppError } from '../../errors';
import { recordAppEvent } from '../events/record-app-event';
import { takeBackRefundedOrder } from '../loyalty/refund-order-loyalty';
import { findOrderById, orderNotFound } from './get-order';
import { notifyOrderEvent } from './order-events';

type OrderRow = typeof orders.$inferSelect;

export interface RefundOrderOptions {
  db: Db;
  orderId: string;
  input: RefundOrderInput;
  /** user.id of the staff member */
  refundedBy: string;
  now?: Date;
}

export async function refundOrder({ db, orderId, input, refundedBy, now = new Date() }: RefundOrderOptions): Promise<OrderRow> {
  await findOrderById({ db, orderId });
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw orderNotFound();
    if (order.payment_status === 'rembourse') throw new AppError('ALREADY_REFUNDED');
    if (order.statut_commande !== 'Livre' && order.payment_status !== 'paye') throw new AppError('REFUND_NOT_ALLOWED');
    if (input.montant > order.total_ttc) throw new AppError('REFUND_TOO_HIGH', { total: order.total_ttc });

    await tx.insert(paymentRefunds).values({
      order_id: order.id,
      payment_ref: order.mode_paiement === 'konnect' ? order.payment_ref : null,
      montant: input.montant,
      reason: 'remboursement_client',
      motif: input.motif,
      created_by: refundedBy,
      refunded_at: now,
    });
    const [refunded] = await tx.update(orders).set({ payment_status: 'rembourse' }).where(eq(orders.id, order.id)).returning();
    const loyalty = await takeBackRefundedOrder({ tx, order, montant: input.montant });
    await recordAppEvent(tx, {
      event: 'payment.refunded',
      userId: refundedBy,
      context: {
        order_id: order.id,
        numero_commande: order.numero_commande,
        montant: input.montant,
        motif: input.motif,
        points_repris: loyalty.taken,
        points_non_repris: loyalty.missing,
        before: { payment_status: order.payment_status, ...loyalty.before },
        after: { payment_status: 'rembourse', ...loyalty.after },
      },
    });
    await notifyOrderEvent(tx, refunded!);
    return refunded!;
  });
}
