/** The one loyalty_settings row (id 1), with the defaults of the spec when it is missing. */
import { eq } from 'drizzle-orm';
import { DEFAULT_MIN_REDEMPTION_POINTS, DEFAULT_POINTS_VALUE, WELCOME_BONUS_POINTS } from '@core/loyalty';
import type { DbOrTx } from '../../db/client';
import { loyaltySettings } from '../../db/schema/index';

export type LoyaltySettingsRow = Pick<
  typeof loyaltySettings.$inferSelect,
  'enabled' | 'welcome_bonus_points' | 'points_per_tnd' | 'min_redemption_points' | 'points_value_tnd' | 'voucher_validity_days'
>;

const DEFAULT_LOYALTY_SETTINGS: LoyaltySettingsRow = {
  enabled: true,
  welcome_bonus_points: WELCOME_BONUS_POINTS,
  points_per_tnd: 1,
  min_redemption_points: DEFAULT_MIN_REDEMPTION_POINTS,
  points_value_tnd: DEFAULT_POINTS_VALUE,
  voucher_validity_days: 90,
};

export async function getLoyaltySettings({ db }: { db: DbOrTx }): Promise<LoyaltySettingsRow> {
  const [row] = await db.select().from(loyaltySettings).where(eq(loyaltySettings.id, 1)).limit(1);
  if (!row) return DEFAULT_LOYALTY_SETTINGS;
  return {
    enabled: row.enabled,
    welcome_bonus_points: row.welcome_bonus_points,
    points_per_tnd: Number(row.points_per_tnd),
    min_redemption_points: row.min_redemption_points,
    points_value_tnd: row.points_value_tnd,
    voucher_validity_days: row.voucher_validity_days,
  };
}
