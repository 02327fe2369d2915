/**
 * Creates or updates a category, recorded as an app event with the values before and after. A taken
 * code_interne is refused by name rather than by the unique index's error.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { CategoryInput, AdminCategoryView } from '@core/schemas/category';
import { categories } from '../../db/schema/index';
import { AppError } from '../../errors';
import { getAdminCategory } from './categories';
import { saveCatalogRow, type SaveCatalogRowOptions } from './save-catalog-row';

export async function saveCategory({ db, id, input, userId }: SaveCatalogRowOptions<CategoryInput>): Promise<AdminCategoryView> {
  const savedId = await db.transaction(async (tx) => {
    const sameCode = eq(categories.code_interne, input.code_interne);
    const taken = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(id === null ? sameCode : and(sameCode, ne(categories.id, id)));
    if (taken.length) throw new AppError('CATEGORY_CODE_TAKEN');
    return saveCatalogRow(tx, { entity: 'category', id, input, userId });
  });
  return (await getAdminCategory({ db, id: savedId }))!;
}
