/** The customer's saved addresses, most used first. */
import { asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customerAddresses } from '../../db/schema/index';
import { addressView, type AddressView } from './address-common';

export async function listAddresses({ db, customerId }: { db: DbOrTx; customerId: number }): Promise<AddressView[]> {
  return db
    .select(addressView)
    .from(customerAddresses)
    .where(eq(customerAddresses.customer_id, customerId))
    .orderBy(desc(customerAddresses.usage_count), asc(customerAddresses.id));
}
