/** Deletes a category that holds no product (back-office §5); archived products count too (foreign key). */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, produits } from '../../db/schema/index';
import { AppError } from '../../errors';
import { recordAppEvent } from '../events/record-app-event';

export async function deleteCategory({ db, id, userId }: { db: Db; id: number; userId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!before) throw new AppError('CATEGORY_NOT_FOUND');
    const [{ count }] = (await tx
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(produits)
      .where(eq(produits.category_id, id))) as [{ count: number }];
    if (count > 0) throw new AppError('CATEGORY_HAS_PRODUCTS');
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAppEvent(tx, { event: 'admin.category.deleted', userId, context: { id, before } });
  });
}
