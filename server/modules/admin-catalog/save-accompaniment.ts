/** Creates or updates a side dish (gratuit and prix already made consistent by the contract); an app event. */
import { and, eq } from 'drizzle-orm';
import type { AccompanimentInput, AdminAccompanimentView } from '@core/schemas/admin-catalog';
import type { Db } from '../../db/client';
import { accompagnements } from '../../db/schema/index';
import { AppError } from '../../errors';
import { recordAppEvent } from '../events/record-app-event';
import { getAdminAccompaniment } from './accompaniments';
import { pick } from './save-category';

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
  const savedId = await db.transaction(async (tx) => {
    if (id === null) {
      const [row] = await tx.insert(accompagnements).values(input).returning({ id: accompagnements.id });
      await recordAppEvent(tx, { event: 'admin.accompaniment.created', userId, context: { id: row!.id, after: input } });
      return row!.id;
    }
    const [before] = await tx
      .select()
      .from(accompagnements)
      .where(and(eq(accompagnements.id, id), eq(accompagnements.archive, false)))
      .for('update');
    if (!before) throw new AppError('ACCOMPANIMENT_NOT_FOUND');
    await tx
      .update(accompagnements)
      .set({ ...input, updated_at: new Date() })
      .where(eq(accompagnements.id, id));
    await recordAppEvent(tx, { event: 'admin.accompaniment.updated', userId, context: { id, before: pick(before, Object.keys(input)), after: input } });
    return id;
  });
  return (await getAdminAccompaniment({ db, id: savedId }))!;
}
