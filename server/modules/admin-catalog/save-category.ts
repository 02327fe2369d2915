/**
 * Creates or updates a category, recorded as an app event with the values before and after. A taken
 * code_interne is refused by name rather than by the unique index's error.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { CategoryInput, AdminCategoryView } from '@core/schemas/category';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema/index';
import { AppError } from '../../errors';
import { recordAppEvent } from '../events/record-app-event';
import { getAdminCategory } from './categories';

export async function saveCategory({
  db,
  id,
  input,
  userId,
}: {
  db: Db;
  /** null creates */
  id: number | null;
  input: CategoryInput;
  userId: string;
}): Promise<AdminCategoryView> {
  const savedId = await db.transaction(async (tx) => {
    const taken = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(id === null ? eq(categories.code_interne, input.code_interne) : and(eq(categories.code_interne, input.code_interne), ne(categories.id, id)));
    if (taken.length) throw new AppError('CATEGORY_CODE_TAKEN');
    if (id === null) {
      const [row] = await tx.insert(categories).values(input).returning();
      await recordAppEvent(tx, { event: 'admin.category.created', userId, context: { id: row!.id, after: input } });
      return row!.id;
    }
    const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!before) throw new AppError('CATEGORY_NOT_FOUND');
    await tx
      .update(categories)
      .set({ ...input, updated_at: new Date() })
      .where(eq(categories.id, id));
    await recordAppEvent(tx, {
      event: 'admin.category.updated',
      userId,
      context: { id, before: pick(before, Object.keys(input)), after: input },
    });
    return id;
  });
  return (await getAdminCategory({ db, id: savedId }))!;
}

export function pick(row: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((key) => [key, row[key]]));
}
