/** The admin changes the loyalty settings; an app event keeps the values before and after. */
import { sql } from 'drizzle-orm';
import type { LoyaltySettingsInput } from '@core/schemas/loyalty';
import type { Db } from '../../db/client';
import { loyaltySettings } from '../../db/schema/index';
import { recordAppEvent } from '../events/record-app-event';
import { getLoyaltySettings } from './get-loyalty-settings';

export async function updateLoyaltySettings({ db, input, userId }: { db: Db; input: LoyaltySettingsInput; userId: string }) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from loyalty_settings where id = 1 for update`);
    const before = await getLoyaltySettings({ db: tx });
    await tx
      .insert(loyaltySettings)
      .values({ id: 1, ...input })
      .onConflictDoUpdate({ target: loyaltySettings.id, set: { ...input, updated_at: new Date() } });
    const after = await getLoyaltySettings({ db: tx });
    await recordAppEvent(tx, { event: 'admin.loyalty.settings.updated', userId, context: { before, after } });
    return after;
  });
}
