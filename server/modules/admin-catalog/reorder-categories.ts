/** Saves the display order of every category at once (dragged or moved by keyboard on the screen). */
import { asc } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema/index';
import { AppError } from '../../errors';
import { recordAppEvent } from '../events/record-app-event';

export async function reorderCategories({ db, ids, userId }: { db: Db; ids: number[]; userId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.select({ id: categories.id }).from(categories).orderBy(asc(categories.ordre_affichage), asc(categories.id)).for('update');
    const existing = rows.map((r) => r.id);
    const same = ids.length === existing.length && new Set(ids).size === ids.length && ids.every((id) => existing.includes(id));
    if (!same) throw new AppError('CATEGORY_ORDER_MISMATCH');
    for (const [index, id] of ids.entries()) {
      await tx
        .update(categories)
        .set({ ordre_affichage: index + 1, updated_at: new Date() })
        .where(eq(categories.id, id));
    }
    await recordAppEvent(tx, { event: 'admin.category.reordered', userId, context: { before: existing, after: ids } });
  });
}
