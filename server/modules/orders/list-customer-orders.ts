/**
 * A customer's orders, newest first, 20 per page; and the current one among those still in progress
 * (core pickCurrentOrder: the one being cooked now before one scheduled ahead).
 */
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { pageOffset } from '@core/page';
import { ORDERS_PER_PAGE } from '@core/limits';
import { ACTIVE_STATUSES, pickCurrentOrder } from '@core/order-status';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema/index';

type OrderRow = typeof orders.$inferSelect;

export async function listCustomerOrders({
  db,
  customerId,
  page,
}: {
  db: DbOrTx;
  customerId: number;
  page: number;
}): Promise<{ rows: OrderRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(eq(orders.customer_id, customerId))
      .orderBy(desc(orders.created_at), desc(orders.id))
      .limit(ORDERS_PER_PAGE)
      .offset(pageOffset(page, ORDERS_PER_PAGE)),
    db.select({ total: count() }).from(orders).where(eq(orders.customer_id, customerId)),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Orders in progress read to choose from: a customer has a handful at most (orders ahead are days away at most). */
const IN_PROGRESS_READ = 50;

export async function getCurrentOrder({ db, customerId, now = new Date() }: { db: DbOrTx; customerId: number; now?: Date }): Promise<OrderRow | null> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customer_id, customerId), inArray(orders.statut_commande, [...ACTIVE_STATUSES])))
    .orderBy(desc(orders.created_at))
    .limit(IN_PROGRESS_READ);
  return pickCurrentOrder(rows, now);
}
