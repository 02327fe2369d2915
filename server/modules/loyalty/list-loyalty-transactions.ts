/** A customer's ledger, newest first, one page at a time. */
import { count, desc, eq } from 'drizzle-orm';
import { pageFields, pageOffset } from '@core/page';
import { LOYALTY_PAGE_SIZE, type LoyaltyTransactionsPage } from '@core/schemas/loyalty';
import type { DbOrTx } from '../../db/client';
import { loyaltyTransactions } from '../../db/schema/index';
import { transactionView } from './loyalty-views';

export async function listLoyaltyTransactions({ db, customerId, page }: { db: DbOrTx; customerId: number; page: number }): Promise<LoyaltyTransactionsPage> {
  const where = eq(loyaltyTransactions.customer_id, customerId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(loyaltyTransactions)
      .where(where)
      .orderBy(desc(loyaltyTransactions.created_at), desc(loyaltyTransactions.id))
      .limit(LOYALTY_PAGE_SIZE)
      .offset(pageOffset(page, LOYALTY_PAGE_SIZE)),
    db.select({ n: count() }).from(loyaltyTransactions).where(where),
  ]);
  return { items: rows.map(transactionView), ...pageFields('pageSize', page, LOYALTY_PAGE_SIZE, total?.n ?? 0) };
}
