/** The restaurant_settings row the order rules read (hours, payment modes, cancel delay, provider settings). */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { restaurantSettings } from '../../db/schema/index';
import { AppError } from '../../errors';

export type RestaurantSettingsRow = typeof restaurantSettings.$inferSelect;

export async function getRestaurantSettings({ db }: { db: DbOrTx }): Promise<RestaurantSettingsRow> {
  const [row] = await db.select().from(restaurantSettings).where(eq(restaurantSettings.id, 1)).limit(1);
  if (!row) throw new AppError('RESTAURANT_NOT_CONFIGURED');
  return row;
}
