/** Loyalty test helpers: a customer's row (points, spending, VIP level) and the points an order gave back. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customers, loyaltyTransactions } from '../db/schema/index';

export async function customerRow(db: Db, id: number) {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row!;
}

/** The order_reversal ledger row of an order (its points taken back on a refund), if any. */
export async function reversalOf(db: Db, orderId: string) {
  const [row] = await db
    .select()
    .from(loyaltyTransactions)
    .where(and(eq(loyaltyTransactions.order_id, orderId), eq(loyaltyTransactions.transaction_type, 'order_reversal')));
  return row;
}
