/**
 * A line ticked as made (or unticked) on the kitchen display. The order row is locked first, so taps from
 * several screens on the same order run one after the other: the one that completes the last line moves
 * the order to Pret through the one status-change use case (changeOrderStatus, in this transaction: the
 * customer's e-mail, the history row, loyalty and the live NOTIFY as for any staff change), and the order
 * becomes Pret exactly once. A tap asking for the state the line is already in changes nothing.
 */
import { and, eq } from 'drizzle-orm';
import { allLinesDone, isKitchenTicketStatus } from '@core/kitchen';
import type { KitchenTicketView } from '@core/schemas/kitchen';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema/index';
import { AppError } from '../../errors';
import { recordAppEvent } from '../events/record-app-event';
import { changeOrderStatus } from '../orders/change-order-status';
import { findOrderById, orderNotFound } from '../orders/get-order';
import { notifyOrderEvent } from '../orders/order-events';
import { presentKitchenTickets } from './kitchen-ticket-view';

export interface MarkKitchenLineOptions {
  db: Db;
  orderId: string;
  lineId: number;
  done: boolean;
  /** user.id of the staff member */
  markedBy: string;
  publicUrl: string;
}

export async function markKitchenLine({ db, orderId, lineId, done, markedBy, publicUrl }: MarkKitchenLineOptions): Promise<KitchenTicketView> {
  await findOrderById({ db, orderId });
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw orderNotFound();
    const [line] = await tx
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.id, lineId), eq(orderItems.order_id, orderId)))
      .limit(1);
    if (!line) throw new AppError('KITCHEN_LINE_NOT_FOUND');
    const present = async (row: typeof order) => (await presentKitchenTickets(tx, [row]))[0]!;
    if ((line.done_at !== null) === done) return present(order);
    if (!isKitchenTicketStatus(order.statut_commande)) throw new AppError('KITCHEN_NOT_IN_PREPARATION');

    await tx
      .update(orderItems)
      .set({ done_at: done ? new Date() : null })
      .where(eq(orderItems.id, lineId));
    await recordAppEvent(tx, {
      event: done ? 'kitchen.line_done' : 'kitchen.line_undone',
      userId: markedBy,
      context: {
        order_id: orderId,
        numero_commande: order.numero_commande,
        line_id: lineId,
        product_name: line.product_name,
        before: { done: !done },
        after: { done },
      },
    });
    const lines = await tx.select({ done_at: orderItems.done_at }).from(orderItems).where(eq(orderItems.order_id, orderId));
    if (done && allLinesDone(lines.map((l) => ({ done: l.done_at !== null })))) {
      const ready = await changeOrderStatus({ db, tx, orderId, statut: 'Pret', changedBy: markedBy, publicUrl });
      return present(ready);
    }
    // Every screen (and the board) refreshes on the order's event.
    await notifyOrderEvent(tx, order);
    return present(order);
  });
}
