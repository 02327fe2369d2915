/**
 * Removes a product: deleted when no order ever named it, archived otherwise (its order lines keep their
 * copy of name and price, and the shop and the lists no longer show it). The answer says which.
 */
import { eq } from 'drizzle-orm';
import { DELETE_OUTCOME_MESSAGES, type DeleteOutcome } from '@core/schemas/admin-catalog';
import type { Db } from '../../db/client';
import { orderItems, produits, produitsAccompagnements } from '../../db/schema/index';
import { AppError } from '../../errors';
import { recordAppEvent } from '../events/record-app-event';

export async function deleteProduct({ db, id, userId }: { db: Db; id: number; userId: string }): Promise<DeleteOutcome> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(produits).where(eq(produits.id, id)).for('update');
    if (!before || before.archive) throw new AppError('PRODUCT_NOT_FOUND');
    const ordered = await tx.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.product_id, id)).limit(1);
    if (ordered.length) {
      await tx.update(produits).set({ archive: true, actif: false, visible_dans_shop: false, updated_at: new Date() }).where(eq(produits.id, id));
      await tx.delete(produitsAccompagnements).where(eq(produitsAccompagnements.produit_id, id));
      await tx.update(produits).set({ a_des_accompagnements: false }).where(eq(produits.id, id));
      await recordAppEvent(tx, { event: 'admin.product.archived', userId, context: { id, before } });
      return { outcome: 'archive', message: DELETE_OUTCOME_MESSAGES.productArchived };
    }
    await tx.delete(produits).where(eq(produits.id, id));
    await recordAppEvent(tx, { event: 'admin.product.deleted', userId, context: { id, before } });
    return { outcome: 'supprime', message: DELETE_OUTCOME_MESSAGES.productDeleted };
  });
}
