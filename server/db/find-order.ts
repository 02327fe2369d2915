/**
 * One order row by id, whoever asks; 404 (ORDER_NOT_FOUND) when missing or not an id. Below the modules:
 * orders, and the modules that act on an order (cash, printing, messages, payments, the kitchen), read
 * it here without importing one another.
 */
import { eq } from 'drizzle-orm';
import { AppError } from '../errors';
import type { DbOrTx } from './client';
import { orders } from './schema/index';

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
