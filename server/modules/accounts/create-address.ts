/** Adds a saved address after the zone and duplicate checks. */
import type { AddressInput } from '@core/schemas/address';
import type { Db } from '../../db/client';
import { customerAddresses } from '../../db/schema/index';
import { addressView, checkAddress, type AddressView } from './address-common';

export async function createAddress({ db, customerId, input }: { db: Db; customerId: number; input: AddressInput }): Promise<AddressView> {
  return db.transaction(async (tx) => {
    await checkAddress(tx, customerId, input);
    const [row] = await tx
      .insert(customerAddresses)
      .values({ ...input, customer_id: customerId })
      .returning(addressView);
    return row!;
  });
}
