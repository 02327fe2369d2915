/** The restaurant_settings row the order rules read (hours, payment modes, cancel delay, provider settings). */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { restaurantSettings } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { CatalogCache } from '../catalog/catalog-cache';

export type RestaurantSettingsRow = typeof restaurantSettings.$inferSelect;

export async function getRestaurantSettings({ db }: { db: DbOrTx }): Promise<RestaurantSettingsRow> {
  const [row] = await db.select().from(restaurantSettings).where(eq(restaurantSettings.id, 1)).limit(1);
  if (!row) throw new AppError('RESTAURANT_NOT_CONFIGURED');
  return row;
}

/**
 * The same row from memory: read once per catalogue snapshot. Every write to restaurant_settings calls
 * app.catalog.invalidate() (the public settings are part of the catalogue), whose NOTIFY drops the
 * snapshot, and this copy with it, on every instance.
 */
export async function getCachedRestaurantSettings({ db, catalog }: { db: DbOrTx; catalog: CatalogCache }): Promise<RestaurantSettingsRow> {
  const snapshot = await catalog.get();
  return snapshot.memo('restaurant-settings', () => getRestaurantSettings({ db }));
}
