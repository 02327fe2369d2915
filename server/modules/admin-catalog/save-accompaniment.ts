/** Creates or updates a side dish (gratuit and prix already made consistent by the contract); an app event. */
import type { AccompanimentInput, AdminAccompanimentView } from '@core/schemas/admin-catalog';
import type { Db } from '../../db/client';
import { getAdminAccompaniment } from './accompaniments';
import { saveCatalogRow } from './save-catalog-row';

export async function saveAccompaniment({
  db,
  id,
  input,
  userId,
}: {
  db: Db;
  id: number | null;
  input: AccompanimentInput;
  userId: string;
}): Promise<AdminAccompanimentView> {
  const savedId = await db.transaction((tx) => saveCatalogRow(tx, { entity: 'accompaniment', id, input, userId }));
  return (await getAdminAccompaniment({ db, id: savedId }))!;
}
