/**
 * The board's 'Programmées' lane: scheduled orders not yet in the kitchen's queue (not fired,
 * not cancelled), the next to start first. The fire job moves each to the queue at its fire time.
 */
import { and, asc, isNotNull, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema/index';
import { ADMIN_ORDERS_LIMIT } from './list-admin-orders';

export async function listScheduledOrders({ db }: { db: DbOrTx }): Promise<(typeof orders.$inferSelect)[]> {
  return db
    .select()
    .from(orders)
    .where(and(isNotNull(orders.scheduled_for), isNull(orders.fired_at), ne(orders.statut_commande, 'Annule')))
    .orderBy(asc(orders.fire_at), asc(orders.created_at))
    .limit(ADMIN_ORDERS_LIMIT);
}
