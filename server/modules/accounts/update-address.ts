/** Edits one of the customer's own addresses (404 for anyone else's), with the same checks. */
import { and, eq } from 'drizzle-orm';
import type { AddressInput } from '@core/schemas/address';
import type { Db } from '../../db/client';
import { customerAddresses } from '../../db/schema/index';
import { AppError } from '../../errors';
import { addressView, checkAddress, type AddressView } from './address-common';

export async function updateAddress(options: { db: Db; customerId: number; addressId: number; input: AddressInput }): Promise<AddressView> {
  const { db, customerId, addressId, input } = options;
  return db.transaction(async (tx) => {
    const own = and(eq(customerAddresses.id, addressId), eq(customerAddresses.customer_id, customerId));
    const [found] = await tx.select({ id: customerAddresses.id }).from(customerAddresses).where(own).limit(1);
    if (!found) throw new AppError('ADDRESS_NOT_FOUND');
    await checkAddress(tx, customerId, input, addressId);
    const [row] = await tx.update(customerAddresses).set(input).where(own).returning(addressView);
    return row!;
  });
}
