/**
 * Scheduled orders reach the kitchen at their fire time: a schedule of the one job runner
 * (registered by plugin.ts, every FIRE_EVERY_MS) marks each due order fired and sends it to the board as a new
 * order (the live event with created: true, so the board moves it from 'Programmées' to the queue with
 * the new-order chime), with an 'order.fired' app event. Exactly once: the conditional UPDATE
 * (fired_at IS NULL) locks each row, so a second instance running it at the same moment re-reads it
 * fired and skips it. With acceptation_auto, each fired order (paid, or not paid online) is accepted
 * through the one status change (accept-orders.ts).
 */
import { and, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/index';
import { recordAppEvent } from '../events/record-app-event';
import { notifyOrderEvent } from './order-events';

export const FIRE_EVERY_MS = 15_000;

type OrderRow = typeof orders.$inferSelect;

/** Fires the scheduled orders due at `now` (default: the database's clock); answers those this call fired. */
export async function fireScheduledOrders({ db, now }: { db: Db; now?: Date }): Promise<OrderRow[]> {
  return db.transaction(async (tx) => {
    const due = now ?? sql`now()`;
    const fired = await tx
      .update(orders)
      .set({ fired_at: sql`now()`, updated_at: sql`now()` })
      .where(and(isNotNull(orders.scheduled_for), isNull(orders.fired_at), lte(orders.fire_at, due), ne(orders.statut_commande, 'Annule')))
      .returning();
    for (const order of fired) {
      await recordAppEvent(tx, {
        event: 'order.fired',
        context: { order_id: order.id, numero_commande: order.numero_commande, scheduled_for: order.scheduled_for?.toISOString() ?? null },
      });
      await notifyOrderEvent(tx, order, true);
    }
    return fired;
  });
}
