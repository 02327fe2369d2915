/** get_customer_vouchers (§7): the customer's vouchers, newest first. */
import { desc, eq } from 'drizzle-orm';
import type { VoucherView } from '@core/schemas/loyalty';
import type { DbOrTx } from '../../db/client';
import { vouchers } from '../../db/schema/index';
import { voucherView } from './loyalty-views';

export async function listCustomerVouchers({ db, customerId, now = new Date() }: { db: DbOrTx; customerId: number; now?: Date }): Promise<VoucherView[]> {
  const rows = await db.select().from(vouchers).where(eq(vouchers.customer_id, customerId)).orderBy(desc(vouchers.created_at), desc(vouchers.id));
  return rows.map((row) => voucherView(row, now));
}
