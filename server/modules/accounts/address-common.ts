/**
 * A customer's saved addresses (customer-shop §3, §5): the view sent to the browser and the checks shared
 * by create and edit. Every query is scoped by customer_id, so another customer's id is simply not found.
 */
import { eq } from 'drizzle-orm';
import { isDuplicateAddress } from '@core/address';
import type { AddressInput } from '@core/schemas/address';
import type { DbOrTx } from '../../db/client';
import { customerAddresses, customers, zonesLivraison } from '../../db/schema/index';
import { AppError } from '../../errors';

export const addressView = {
  id: customerAddresses.id,
  adresse: customerAddresses.adresse,
  ville: customerAddresses.ville,
  zone_livraison: customerAddresses.zone_livraison,
  label: customerAddresses.label,
  instructions_livraison: customerAddresses.instructions_livraison,
  usage_count: customerAddresses.usage_count,
};

export type { AddressView } from '@core/api-views';

/** The zone must exist; the address must not repeat another of the customer's (trimmed, case-insensitive). Call within a transaction. */
export async function checkAddress(tx: DbOrTx, customerId: number, input: AddressInput, exceptId?: number): Promise<void> {
  const [zone] = await tx.select({ code: zonesLivraison.code }).from(zonesLivraison).where(eq(zonesLivraison.code, input.zone_livraison)).limit(1);
  if (!zone) throw new AppError('ZONE_REQUIRED');
  // Lock the customer: two saves of one customer run one after the other, so the duplicate check holds.
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
  const existing = await tx
    .select({ id: customerAddresses.id, adresse: customerAddresses.adresse, ville: customerAddresses.ville })
    .from(customerAddresses)
    .where(eq(customerAddresses.customer_id, customerId));
  if (isDuplicateAddress(input, existing, exceptId)) throw new AppError('DUPLICATE_ADDRESS');
}
