/** One order by id for its owner or staff; anyone else gets the same 404 as for a missing order. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { Viewer } from '../../plugins/auth';
import { seesPersonal } from './order-view';

type OrderRow = typeof orders.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function orderNotFound(): AppError {
  return new AppError('ORDER_NOT_FOUND');
}

/** Any order by id, whoever asks (the payment return pages hold only the id); 404 when missing. */
export async function findOrderById({ db, orderId }: { db: DbOrTx; orderId: string }): Promise<OrderRow> {
  if (!UUID.test(orderId)) throw orderNotFound();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw orderNotFound();
  return order;
}

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
