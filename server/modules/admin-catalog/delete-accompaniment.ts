/**
 * Removes an accompaniment: refused while products still offer it (naming them), archived when past orders
 * name it, deleted otherwise. The answer says which.
 */
import { asc, eq } from 'drizzle-orm';
import { DELETE_OUTCOME_MESSAGES, type DeleteOutcome } from '@core/schemas/admin-catalog';
import type { Db } from '../../db/client';
import { accompagnements, orderItems, produits, produitsAccompagnements } from '../../db/schema/index';
import { AppError } from '../../errors';
import { recordAppEvent } from '../events/record-app-event';

export async function deleteAccompaniment({ db, id, userId }: { db: Db; id: number; userId: string }): Promise<DeleteOutcome> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(accompagnements).where(eq(accompagnements.id, id)).for('update');
    if (!before || before.archive) throw new AppError('ACCOMPANIMENT_NOT_FOUND');
    const linked = await tx
      .select({ nom_fr: produits.nom_fr })
      .from(produitsAccompagnements)
      .innerJoin(produits, eq(produits.id, produitsAccompagnements.produit_id))
      .where(eq(produitsAccompagnements.accompagnement_id, id))
      .orderBy(asc(produits.nom_fr));
    if (linked.length) throw new AppError('ACCOMPANIMENT_LINKED', { products: linked.map((p) => p.nom_fr).join(', ') });
    const ordered = await tx.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.accompaniment_id, id)).limit(1);
    if (ordered.length) {
      await tx.update(accompagnements).set({ archive: true, actif: false, updated_at: new Date() }).where(eq(accompagnements.id, id));
      await recordAppEvent(tx, { event: 'admin.accompaniment.archived', userId, context: { id, before } });
      return { outcome: 'archive', message: DELETE_OUTCOME_MESSAGES.accompanimentArchived };
    }
    await tx.delete(accompagnements).where(eq(accompagnements.id, id));
    await recordAppEvent(tx, { event: 'admin.accompaniment.deleted', userId, context: { id, before } });
    return { outcome: 'supprime', message: DELETE_OUTCOME_MESSAGES.accompanimentDeleted };
  });
}
