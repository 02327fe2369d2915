/** Puts a customer on the blacklist with a reason, or takes them off (the checkout refuses blacklisted customers). */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema/index';
import { AppError } from '../../errors';
import { recordAppEvent } from '../events/record-app-event';
import { unblacklistPhone } from '../cash/blacklist-from-order';

export async function setCustomerBlacklist({
  db,
  actorId,
  customerId,
  blacklisted,
  motif,
}: {
  db: Db;
  actorId: string;
  customerId: number;
  blacklisted: boolean;
  motif: string | null;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(customers).where(eq(customers.id, customerId)).for('update');
    if (!row) throw new AppError('CUSTOMER_NOT_FOUND');
    const after = { is_blacklisted: blacklisted, blacklist_motif: blacklisted ? motif : null };
    await tx.update(customers).set(after).where(eq(customers.id, customerId));
    // Off the list: their phone number too (a number blacklisted from an order).
    if (!blacklisted) await unblacklistPhone({ tx, telephone: row.telephone });
    await recordAppEvent(tx, {
      event: 'admin.customer.blacklist',
      userId: actorId,
      context: { customerId, before: { is_blacklisted: row.is_blacklisted, blacklist_motif: row.blacklist_motif }, after },
    });
  });
}
