/** One order by id for its owner or staff; anyone else gets the same 404 as for a missing order. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema/index';
import { findOrderById, orderNotFound } from '../../db/find-order';
import type { Viewer } from '../../plugins/auth';
import { seesPersonal } from './order-view';

type OrderRow = typeof orders.$inferSelect;

// The read by id lives below the modules, which act on an order without importing this one.
export { findOrderById, orderNotFound } from '../../db/find-order';

export async function getOrder({ db, orderId, viewer }: { db: DbOrTx; orderId: string; viewer: Viewer | null }): Promise<OrderRow> {
  const order = await findOrderById({ db, orderId });
  if (!seesPersonal(order, viewer)) throw orderNotFound();
  return order;
}

export async function getOrderByNumber({ db, numero }: { db: DbOrTx; numero: string }): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.numero_commande, numero.trim().toUpperCase())).limit(1);
  if (!order) throw orderNotFound();
  return order;
}
