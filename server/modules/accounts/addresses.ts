/**
 * A customer's saved addresses (customer-shop §3, §5): always scoped by customer_id, so another
 * customer's id is simply not found (404); listed most used first; the duplicate rule of core/address.ts
 * (same address and city, trimmed, case-insensitive) on create and edit; the zone must exist.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import { ADDRESS_MESSAGES, isDuplicateAddress } from '@core/address';
import { MESSAGES } from '@core/messages';
import type { AddressInput } from '@core/schemas/address';
import type { Db, DbOrTx } from '../../db/client';
import { customerAddresses, zonesLivraison } from '../../db/schema/index';
import { AppError } from '../../errors';

export const ADDRESS_NOT_FOUND_MESSAGE = 'Adresse introuvable';

const view = {
  id: customerAddresses.id,
  adresse: customerAddresses.adresse,
  ville: customerAddresses.ville,
  zone_livraison: customerAddresses.zone_livraison,
  label: customerAddresses.label,
  instructions_livraison: customerAddresses.instructions_livraison,
  usage_count: customerAddresses.usage_count,
};

export type AddressView = { id: number; adresse: string; ville: string; zone_livraison: string; label: string; instructions_livraison: string | null; usage_count: number };

export async function listAddresses({ db, customerId }: { db: DbOrTx; customerId: number }): Promise<AddressView[]> {
  return db
    .select(view)
    .from(customerAddresses)
    .where(eq(customerAddresses.customer_id, customerId))
    .orderBy(desc(customerAddresses.usage_count), asc(customerAddresses.id));
}

async function checkAddress(tx: DbOrTx, customerId: number, input: AddressInput, exceptId?: number): Promise<void> {
  const [zone] = await tx.select({ code: zonesLivraison.code }).from(zonesLivraison).where(eq(zonesLivraison.code, input.zone_livraison)).limit(1);
  if (!zone) throw new AppError('VALIDATION', MESSAGES.checkout.zoneRequired);
  const existing = await tx
    .select({ id: customerAddresses.id, adresse: customerAddresses.adresse, ville: customerAddresses.ville })
    .from(customerAddresses)
    .where(eq(customerAddresses.customer_id, customerId))
    .for('update');
  if (isDuplicateAddress(input, existing, exceptId)) throw new AppError('DUPLICATE_ADDRESS', ADDRESS_MESSAGES.duplicate, 400);
}

export async function createAddress({ db, customerId, input }: { db: Db; customerId: number; input: AddressInput }): Promise<AddressView> {
  return db.transaction(async (tx) => {
    await checkAddress(tx, customerId, input);
    const [row] = await tx.insert(customerAddresses).values({ ...input, customer_id: customerId }).returning(view);
    return row!;
  });
}

export async function updateAddress(options: { db: Db; customerId: number; addressId: number; input: AddressInput }): Promise<AddressView> {
  const { db, customerId, addressId, input } = options;
  return db.transaction(async (tx) => {
    const own = and(eq(customerAddresses.id, addressId), eq(customerAddresses.customer_id, customerId));
    const [found] = await tx.select({ id: customerAddresses.id }).from(customerAddresses).where(own).limit(1);
    if (!found) throw new AppError('NOT_FOUND', ADDRESS_NOT_FOUND_MESSAGE);
    await checkAddress(tx, customerId, input, addressId);
    const [row] = await tx.update(customerAddresses).set(input).where(own).returning(view);
    return row!;
  });
}

export async function deleteAddress({ db, customerId, addressId }: { db: Db; customerId: number; addressId: number }): Promise<void> {
  const deleted = await db
    .delete(customerAddresses)
    .where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.customer_id, customerId)))
    .returning({ id: customerAddresses.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', ADDRESS_NOT_FOUND_MESSAGE);
}
