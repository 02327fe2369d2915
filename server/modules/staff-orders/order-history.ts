/**
 * An order's history on the board: every app event naming the order (created, status
 * changes, corrections, payments, refunds, prints) with who and before → after in French (core/order-history.ts),
 * and a customer's own cancellation (which only the status history records), oldest first.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { formatHistoryEvent } from '@core/order-history';
import { ORDER_STATUS_LABELS } from '@core/order-status';
import type { OrderHistoryEntry } from '@core/schemas/staff-orders';
import type { DbOrTx } from '../../db/client';
import { appEvents, customers, orderStatusHistory, user } from '../../db/schema/index';
import { findOrderById } from '../orders/get-order';

export async function getOrderHistory({ db, orderId }: { db: DbOrTx; orderId: string }): Promise<OrderHistoryEntry[]> {
  const order = await findOrderById({ db, orderId });
  const [events, cancellations, [owner]] = await Promise.all([
    db
      .select({ at: appEvents.created_at, event: appEvents.event, context: appEvents.context, userId: appEvents.user_id, name: user.name, email: user.email })
      .from(appEvents)
      .leftJoin(user, eq(user.id, appEvents.user_id))
      .where(sql`(${appEvents.context}->>'order_id') = ${order.id}`)
      .orderBy(asc(appEvents.id)),
    db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.order_id, order.id), eq(orderStatusHistory.changed_by, 'customer'), eq(orderStatusHistory.statut, 'Annule'))),
    db.select({ authUserId: customers.auth_user_id }).from(customers).where(eq(customers.id, order.customer_id)).limit(1),
  ]);
  const entries: (OrderHistoryEntry & { sort: number })[] = events.map((e) => {
    const { changes, note } = formatHistoryEvent(e.event, e.context);
    return {
      sort: e.at.getTime(),
      at: e.at.toISOString(),
      event: e.event,
      by: e.userId === null ? 'Système' : e.userId === owner?.authUserId ? 'Client' : e.name || e.email || 'Personnel',
      changes,
      note,
    };
  });
  for (const row of cancellations) {
    entries.push({
      sort: row.created_at.getTime(),
      at: row.created_at.toISOString(),
      event: 'order.status_changed',
      by: 'Client',
      changes: [{ field: 'Statut', before: null, after: ORDER_STATUS_LABELS.Annule }],
      note: null,
    });
  }
  return entries.sort((a, b) => a.sort - b.sort).map(({ sort: _sort, ...entry }) => entry);
}
