/**
 * Replaces the accompaniments a product offers as a whole, in one transaction; a_des_accompagnements is
 * set from the result in the same transaction, so the flag and the links never disagree.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { AdminProductView } from '@core/schemas/admin-catalog';
import type { Db } from '../../db/client';
import { accompagnements, produits, produitsAccompagnements } from '../../db/schema/index';
import { AppError } from '../../errors';
import { recordAppEvent } from '../events/record-app-event';
import { getAdminProduct } from './products';

export async function replaceProductAccompaniments({
  db,
  produitId,
  accompagnementIds,
  userId,
}: {
  db: Db;
  produitId: number;
  accompagnementIds: number[];
  userId: string;
}): Promise<AdminProductView> {
  await db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: produits.id })
      .from(produits)
      .where(and(eq(produits.id, produitId), eq(produits.archive, false)))
      .for('update');
    if (!product) throw new AppError('PRODUCT_NOT_FOUND');
    if (accompagnementIds.length) {
      const found = await tx
        .select({ id: accompagnements.id })
        .from(accompagnements)
        .where(and(inArray(accompagnements.id, accompagnementIds), eq(accompagnements.archive, false)));
      if (found.length !== accompagnementIds.length) throw new AppError('ACCOMPANIMENT_LINKS_INVALID');
    }
    const before = await tx.select().from(produitsAccompagnements).where(eq(produitsAccompagnements.produit_id, produitId));
    await tx.delete(produitsAccompagnements).where(eq(produitsAccompagnements.produit_id, produitId));
    if (accompagnementIds.length) {
      await tx.insert(produitsAccompagnements).values(accompagnementIds.map((accompagnement_id) => ({ produit_id: produitId, accompagnement_id })));
    }
    await tx
      .update(produits)
      .set({ a_des_accompagnements: accompagnementIds.length > 0, updated_at: new Date() })
      .where(eq(produits.id, produitId));
    await recordAppEvent(tx, {
      event: 'admin.product.accompaniments_replaced',
      userId,
      context: { id: produitId, before: before.map((l) => l.accompagnement_id).sort((a, b) => a - b), after: accompagnementIds },
    });
  });
  return (await getAdminProduct({ db, id: produitId }))!;
}
