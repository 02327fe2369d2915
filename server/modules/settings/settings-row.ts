/** The single restaurant_settings row (id 1), created with its defaults when missing (back-office §3). */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { restaurantSettings } from '../../db/schema/index';

export type SettingsRow = typeof restaurantSettings.$inferSelect;

export async function readSettingsRow({ db, forUpdate = false }: { db: DbOrTx; forUpdate?: boolean }): Promise<SettingsRow> {
  const query = db.select().from(restaurantSettings).where(eq(restaurantSettings.id, 1)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (row) return row;
  await db.insert(restaurantSettings).values({ id: 1 }).onConflictDoNothing();
  const [created] = await db.select().from(restaurantSettings).where(eq(restaurantSettings.id, 1)).limit(1);
  return created!;
}
