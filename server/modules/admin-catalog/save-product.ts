/**
 * Creates or updates a product (every field of customer-shop §3 plus allergens), or flips its list
 * switches; recorded as an app event with the values before and after.
 */
import { eq } from 'drizzle-orm';
import type { AdminProductView, ProductInput } from '@core/schemas/admin-catalog';
import type { Db, Tx } from '../../db/client';
import { categories } from '../../db/schema/index';
import { AppError } from '../../errors';
import { getAdminProduct } from './products';
import { lockCatalogRow, saveCatalogRow, updateCatalogRow, type SaveCatalogRowOptions } from './save-catalog-row';

async function assertCategory(tx: Tx, categoryId: number) {
  const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!row) throw new AppError('CATEGORY_NOT_FOUND');
}

export async function saveProduct({ db, id, input, userId }: SaveCatalogRowOptions<ProductInput>): Promise<AdminProductView> {
  const savedId = await db.transaction(async (tx) => {
    await assertCategory(tx, input.category_id);
    return saveCatalogRow(tx, { entity: 'product', id, input, userId });
  });
  return (await getAdminProduct({ db, id: savedId }))!;
}

export async function setProductSwitches({
  db,
  id,
  switches,
  userId,
}: {
  db: Db;
  id: number;
  switches: { actif?: boolean | undefined; visible_dans_shop?: boolean | undefined };
  userId: string;
}): Promise<AdminProductView> {
  const changes = Object.fromEntries(Object.entries(switches).filter(([, v]) => v !== undefined)) as { actif?: boolean; visible_dans_shop?: boolean };
  await db.transaction(async (tx) => {
    const before = await lockCatalogRow(tx, 'product', id);
    if (!Object.keys(changes).length) return;
    await updateCatalogRow(tx, { entity: 'product', id, before, changes, userId });
  });
  return (await getAdminProduct({ db, id }))!;
}
