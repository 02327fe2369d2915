/** get_all_vouchers (§7) for the admin: every voucher, filtered by status (expiry read at `now`) or code/e-mail. */
import { desc, eq, ilike, or } from 'drizzle-orm';
import type { AdminVoucherView } from '@core/schemas/loyalty';
import type { VoucherStatus } from '@core/loyalty';
import type { DbOrTx } from '../../db/client';
import { customers, vouchers } from '../../db/schema/index';
import { voucherView } from './loyalty-views';

export async function listAllVouchers({
  db,
  status,
  q,
  now = new Date(),
}: {
  db: DbOrTx;
  status?: VoucherStatus;
  q?: string;
  now?: Date;
}): Promise<AdminVoucherView[]> {
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await db
    .select({ voucher: vouchers, email: customers.email })
    .from(vouchers)
    .innerJoin(customers, eq(customers.id, vouchers.customer_id))
    .where(pattern ? or(ilike(vouchers.code, pattern), ilike(customers.email, pattern)) : undefined)
    .orderBy(desc(vouchers.created_at), desc(vouchers.id))
    .limit(500);
  return rows
    .map(({ voucher, email }) => ({ ...voucherView(voucher, now), customer_id: voucher.customer_id, customer_email: email, order_id: voucher.order_id }))
    .filter((v) => !status || v.status === status);
}
