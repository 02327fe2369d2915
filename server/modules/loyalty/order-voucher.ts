/**
 * A voucher at checkout. At placement the order holds it: one conditional UPDATE takes it
 * only if it is the customer's, active, unexpired and held by no order (vouchers.order_id is also
 * unique), so one voucher can never pay two orders, even when two checkouts race. The discount goes into
 * montant_remise, capped at the subtotal, and the total (and so the points) follow. Cash and card orders
 * spend it at once; a Konnect order spends it when paid and releases it when the payment fails or the
 * order is cancelled (or, read at the next checkout, when its payment link expired).
 * A voucher that covers a Konnect order's whole total leaves nothing to pay online (Konnect refuses an
 * amount of 0): the order is paid at once, covered by the voucher, and the voucher is spent.
 */
import { and, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import { normalizeVoucherCode, voucherDiscount, voucherRefusal } from '@core/loyalty';
import { isOnlinePayment } from '@core/payment-mode';
import type { DbOrTx, Tx } from '../../db/client';
import { orders, vouchers } from '../../db/schema/index';
import { AppError } from '../../errors';
import { recordAppEvent } from '../events/record-app-event';
import { pendingOrderPointsInsert } from './order-points';

type OrderRow = typeof orders.$inferSelect;

/**
 * A hold whose order will never be paid (payment failed, Konnect link expired, order cancelled) is free
 * again: expiry is only read, never written, so nothing else would release it.
 */
function staleHold(now: Date) {
  return sql`${vouchers.status} = 'active' AND EXISTS (SELECT 1 FROM ${orders} o WHERE o.id = ${vouchers.order_id} AND o.payment_status <> 'paye' AND (o.payment_status = 'echoue' OR o.statut_commande = 'Annule' OR (o.payment_status = 'en_attente' AND o.payment_expires_at < ${now.toISOString()}::timestamptz)))`;
}

/** Why a code cannot be used, read after the conditional UPDATE found nothing. */
async function refusal(tx: Tx, customerId: number, code: string, now: Date): Promise<never> {
  const [voucher] = await tx.select().from(vouchers).where(eq(vouchers.code, code)).limit(1);
  // Active and unexpired, yet the UPDATE found nothing: another order holds it.
  throw new AppError(voucherRefusal(voucher && voucher.customer_id === customerId ? voucher : undefined, now) ?? 'VOUCHER_NOT_USABLE');
}

/**
 * The loyalty steps of placing an order, in its transaction: hold the voucher (if any) and write the
 * discount. Returns the order as written and its pending points on the discounted total, as the write
 * the caller sends with the order's details (`pendingOrderPointsInsert`: one round trip fewer per order).
 */
export async function applyLoyaltyAtPlacement({
  tx,
  order,
  voucherCode,
  subtotal,
  pointsFor,
  now = new Date(),
}: {
  tx: Tx;
  order: OrderRow;
  voucherCode: string | null | undefined;
  subtotal: number;
  /** The points a total earns for this customer, from values the caller holds. */
  pointsFor: (total: number) => number;
  now?: Date;
}): Promise<{ order: OrderRow; pendingPoints: SQL | null }> {
  let placed = order;
  if (voucherCode) {
    const code = normalizeVoucherCode(voucherCode);
    const [held] = await tx
      .update(vouchers)
      .set({ order_id: order.id, held_at: now })
      .where(
        and(
          eq(vouchers.code, code),
          eq(vouchers.customer_id, order.customer_id),
          eq(vouchers.status, 'active'),
          or(isNull(vouchers.order_id), staleHold(now)),
          or(isNull(vouchers.expires_at), gt(vouchers.expires_at, now)),
        ),
      )
      .returning();
    if (!held) await refusal(tx, order.customer_id, code, now);
    const discount = voucherDiscount(held!.amount, subtotal);
    const total = order.total_ttc - discount;
    const coveredOnline = isOnlinePayment(order.mode_paiement) && total === 0;
    const [discounted] = await tx
      .update(orders)
      .set({ montant_remise: discount, total_ttc: total, ...(coveredOnline ? { payment_status: 'paye' as const, paid_at: now } : {}) })
      .where(eq(orders.id, order.id))
      .returning();
    placed = discounted!;
    if (!isOnlinePayment(order.mode_paiement) || coveredOnline) await spendOrderVoucher({ tx, orderId: order.id, now });
    if (coveredOnline) {
      await recordAppEvent(tx, {
        event: 'payment.completed',
        context: {
          order_id: order.id,
          numero_commande: order.numero_commande,
          covered_by: 'voucher',
          voucher_id: held!.id,
          before: order.payment_status,
          after: 'paye',
        },
      });
    }
  }
  return { order: placed, pendingPoints: pendingOrderPointsInsert(placed, pointsFor(placed.total_ttc)) };
}

/** The held voucher becomes used (cash/card at placement, Konnect when paid). */
export async function spendOrderVoucher({ tx, orderId, now = new Date() }: { tx: DbOrTx; orderId: string; now?: Date }): Promise<boolean> {
  const spent = await tx
    .update(vouchers)
    .set({ status: 'used', used_at: now })
    .where(and(eq(vouchers.order_id, orderId), eq(vouchers.status, 'active')))
    .returning({ id: vouchers.id });
  return spent.length > 0;
}

/** A failed or expired payment, or a cancelled order, gives the voucher back to its owner. */
export async function releaseOrderVoucher({ tx, orderId }: { tx: DbOrTx; orderId: string }): Promise<boolean> {
  const released = await tx
    .update(vouchers)
    .set({ status: sql`CASE WHEN ${vouchers.status} = 'expired' THEN 'expired' ELSE 'active' END`, order_id: null, held_at: null, used_at: null })
    .where(eq(vouchers.order_id, orderId))
    .returning({ id: vouchers.id });
  return released.length > 0;
}
