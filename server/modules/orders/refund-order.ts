/**
 * Staff refund a delivered or paid order from its detail on the board: the money given back
 * is recorded as a refund row of payment_refunds (remboursement_client, given back at once, with the
 * motif and who made it), the order's payment_status becomes rembourse, and the loyalty follows (points
 * taken back, spending and VIP level, loyalty/refund-order-loyalty.ts). One transaction with the
 * payment.refunded app event (before and after) and the live NOTIFY, so the board and the customer's
 * account refresh. An order is refunded once; the amount is at most its total and at most what was paid
 * (a correction's supplement not paid yet is not). The amount can be given as chosen lines of
 * the order (their unit price × the quantity given back), priced by the server from the order's own lines.
 */
import { paidForUnits, paidOfOrderLines } from '@core/promotion-pricing';
import { releasePromotions } from '../promotions/redeem-promotions';
import { publishCatalogChanged } from '../../lib/stream-events';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { RefundLineInput } from '@core/schemas/orders';
import { refundableAmount } from '@core/staff-orders';
import { toMillimes } from '@core/money';
import type { RefundOrderInput } from '@core/schemas/orders';
import type { Db } from '../../db/client';
import { orderItems, orderPaymentSupplements, orders, paymentRefunds } from '../../db/schema/index';
import type { Tx } from '../../db/client';
import { AppError } from '../../errors';
import { recordAppEvent } from '../events/record-app-event';
import { takeBackRefundedOrder } from '../loyalty/refund-order-loyalty';
import { findOrderById, orderNotFound } from './get-order';
import { notifyOrderEvent } from './order-events';
import { creditNoteForRefund } from '../invoices/credit-note';

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
    const lines = input.lignes?.length ? await refundedLines(tx, order, input.lignes) : null;
    const montant = lines ? lines.reduce((sum, line) => sum + line.montant, 0) : input.montant!;
    if (montant > order.total_ttc) throw new AppError('REFUND_TOO_HIGH', { total: order.total_ttc });
    const paid = refundableAmount({ total: order.total_ttc, unpaidSupplements: await unpaidSupplements(tx, order.id), refunded: 0 });
    if (montant > paid) throw new AppError('REFUND_ABOVE_PAID', { paid });

    await tx.insert(paymentRefunds).values({
      order_id: order.id,
      payment_ref: order.mode_paiement === 'konnect' ? order.payment_ref : null,
      montant,
      reason: 'remboursement_client',
      motif: input.motif,
      created_by: refundedBy,
      refunded_at: now,
    });
    const [refunded] = await tx.update(orders).set({ payment_status: 'rembourse' }).where(eq(orders.id, order.id)).returning();
    await creditNoteForRefund({ tx, orderId: order.id, issuedBy: refundedBy, now });
    const loyalty = await takeBackRefundedOrder({ tx, order, montant });
    // a refund of the whole order gives its offers' uses back (a partial one keeps them: the offer was used)
    const offers = montant === order.total_ttc ? await releasePromotions({ tx, orderId: order.id }) : null;
    await recordAppEvent(tx, {
      event: 'payment.refunded',
      userId: refundedBy,
      context: {
        order_id: order.id,
        numero_commande: order.numero_commande,
        montant,
        motif: input.motif,
        ...(lines ? { lignes: lines } : {}),
        points_repris: loyalty.taken,
        points_non_repris: loyalty.missing,
        before: { payment_status: order.payment_status, ...loyalty.before },
        after: { payment_status: 'rembourse', ...loyalty.after },
      },
    });
    await notifyOrderEvent(tx, refunded!);
    if (offers?.backOnMenu) await publishCatalogChanged(tx);
    return refunded!;
  });
}

/** The chosen lines of the order, each at most its ordered quantity, at what was paid for them. */
async function refundedLines(tx: Tx, order: { id: string; montant_remise: number }, chosen: RefundLineInput[]) {
  // in the order they were priced: the voucher's share is spread over them in that order
  const rows = await tx.select().from(orderItems).where(eq(orderItems.order_id, order.id)).orderBy(asc(orderItems.id));
  const paid = paidOfOrderLines(rows, order.montant_remise);
  const byId = new Map(rows.map((row, i) => [row.id, { ...row, paid: paid[i]! }]));
  const quantities = new Map<number, number>();
  for (const line of chosen) quantities.set(line.item_id, (quantities.get(line.item_id) ?? 0) + line.quantity);
  return [...quantities].map(([itemId, quantity]) => {
    const row = byId.get(itemId);
    if (!row) throw new AppError('REFUND_LINE_UNKNOWN');
    if (quantity > row.quantity) throw new AppError('REFUND_LINE_QUANTITY', { name: row.product_name, max: row.quantity });
    // what was paid for those units: the line's price less the offers' and the voucher's shares of it
    return { item_id: itemId, product_name: row.product_name, quantity, montant: paidForUnits(row, quantity) };
  });
}

async function unpaidSupplements(tx: Tx, orderId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${orderPaymentSupplements.montant}), 0)` })
    .from(orderPaymentSupplements)
    .where(and(eq(orderPaymentSupplements.order_id, orderId), eq(orderPaymentSupplements.status, 'en_attente')));
  return toMillimes(String(row?.total ?? '0'));
}
