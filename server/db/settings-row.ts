/**
 * The one reader of the single restaurant_settings row (id 1), created with its defaults when missing
 * (back-office §3): orders, payments, jobs, the access gate and the back-office all read it here, straight
 * (`readSettingsRow`, inside a transaction when the rule needs it) or from memory (`readCachedSettingsRow`).
 */
import { eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { DbOrTx } from './client';
import { restaurantSettings } from './schema/index';

export type SettingsRow = typeof restaurantSettings.$inferSelect;

/** What the cached read needs of the catalogue cache (app.catalog): a snapshot that memoises. */
interface SnapshotCache {
  get(): Promise<{ memo<T>(key: string, compute: () => T): T }>;
}

/** The slogan of a settings row created with its defaults (the name's default is the column's). */
export const DEFAULT_SLOGAN = 'Sushis et cuisine japonaise, en livraison et à emporter';

/** Creates the settings row with its default name and slogan when there is none (back-office §3); the one place that does. */
export async function ensureSettingsRow(db: DbOrTx): Promise<void> {
  await db.insert(restaurantSettings).values({ id: 1, slogan: DEFAULT_SLOGAN }).onConflictDoNothing();
}

export async function readSettingsRow({ db, forUpdate = false }: { db: DbOrTx; forUpdate?: boolean }): Promise<SettingsRow> {
  const query = db.select().from(restaurantSettings).where(eq(restaurantSettings.id, 1)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (row) return row;
  await ensureSettingsRow(db);
  const [created] = await db.select().from(restaurantSettings).where(eq(restaurantSettings.id, 1)).limit(1);
  return created!;
}

/** Some columns of the settings row, undefined while there is none (readers that fall back on defaults). */
export async function readSettingsColumns<T extends SelectedFields>(db: DbOrTx, columns: T): Promise<SelectResultFields<T> | undefined> {
  // drizzle cannot infer a select over a generic selection: the rows have the shape of `columns`.
  const rows = (await db.select(columns).from(restaurantSettings).where(eq(restaurantSettings.id, 1)).limit(1)) as SelectResultFields<T>[];
  return rows[0];
}

/**
 * The same row from memory: read once per catalogue snapshot. Every write to restaurant_settings calls
 * app.catalog.invalidate() (the public settings are part of the catalogue), whose NOTIFY drops the
 * snapshot, and this copy with it, on every instance.
 */
export async function readCachedSettingsRow({ db, catalog }: { db: DbOrTx; catalog: SnapshotCache }): Promise<SettingsRow> {
  const snapshot = await catalog.get();
  return snapshot.memo('restaurant-settings', () => readSettingsRow({ db }));
}
