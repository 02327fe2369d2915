/** Creates or updates an accompaniment (gratuit and prix already made consistent by the contract); an app event. */
import type { AccompanimentInput, AdminAccompanimentView } from '@core/schemas/admin-catalog';
import { getAdminAccompaniment } from './accompaniments';
import { saveCatalogRow, type SaveCatalogRowOptions } from './save-catalog-row';

export async function saveAccompaniment({ db, id, input, userId }: SaveCatalogRowOptions<AccompanimentInput>): Promise<AdminAccompanimentView> {
  const savedId = await db.transaction((tx) => saveCatalogRow(tx, { entity: 'accompaniment', id, input, userId }));
  return (await getAdminAccompaniment({ db, id: savedId }))!;
}
