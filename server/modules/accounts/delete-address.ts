/** Deletes one of the customer's own addresses (404 for anyone else's). */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerAddresses } from '../../db/schema/index';
import { AppError } from '../../errors';

export async function deleteAddress({ db, customerId, addressId }: { db: Db; customerId: number; addressId: number }): Promise<void> {
  const deleted = await db
    .delete(customerAddresses)
    .where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.customer_id, customerId)))
    .returning({ id: customerAddresses.id });
  if (deleted.length === 0) throw new AppError('ADDRESS_NOT_FOUND');
}
