/**
 * Creates or updates a product (every field of customer-shop §3 plus allergens), or flips its list
 * switches; recorded as an app event with the values before and after.
 */
import { and, eq } from 'drizzle-orm';
import type { AdminProductView, ProductInput } from '@core/schemas/admin-catalog';
import type { Db, Tx } from '../../db/client';
import { categories, produits } from '../../db/schema/index';
import { AppError } from '../../errors';
import { recordAppEvent } from '../events/record-app-event';
import { getAdminProduct } from './products';
import { pick } from './save-category';

async function assertCategory(tx: Tx, categoryId: number) {
  const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!row) throw new AppError('CATEGORY_NOT_FOUND');
}

async function lockProduct(tx: Tx, id: number) {
  const [before] = await tx
    .select()
    .from(produits)
    .where(and(eq(produits.id, id), eq(produits.archive, false)))
    .for('update');
  if (!before) throw new AppError('PRODUCT_NOT_FOUND');
  return before;
}

export async function saveProduct({ db, id, input, userId }: { db: Db; id: number | null; input: ProductInput; userId: string }): Promise<AdminProductView> {
  const savedId = await db.transaction(async (tx) => {
    await assertCategory(tx, input.category_id);
    if (id === null) {
      const [row] = await tx.insert(produits).values(input).returning({ id: produits.id });
      await recordAppEvent(tx, { event: 'admin.product.created', userId, context: { id: row!.id, after: input } });
      return row!.id;
    }
    const before = await lockProduct(tx, id);
    await tx
      .update(produits)
      .set({ ...input, updated_at: new Date() })
      .where(eq(produits.id, id));
    await recordAppEvent(tx, { event: 'admin.product.updated', userId, context: { id, before: pick(before, Object.keys(input)), after: input } });
    return id;
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
    const before = await lockProduct(tx, id);
    if (!Object.keys(changes).length) return;
    await tx
      .update(produits)
      .set({ ...changes, updated_at: new Date() })
      .where(eq(produits.id, id));
    await recordAppEvent(tx, { event: 'admin.product.updated', userId, context: { id, before: pick(before, Object.keys(changes)), after: changes } });
  });
  return (await getAdminProduct({ db, id }))!;
}
