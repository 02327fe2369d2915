/** The offers, for the back-office (every one, newest first) and for the shop (automatic ones running now). */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { promotionStatus } from '@core/promotions';
import type { AdminPromotionView, PromotionRuleView } from '@core/schemas/promotions';
import type { DbOrTx } from '../../db/client';
import { promotionRedemptions, promotions, vipLevels } from '../../db/schema/index';
import { AppError } from '../../errors';
import { adminPromotionView, promotionRuleView } from './promotion-views';

function withVip(db: DbOrTx) {
  return db
    .select({
      row: promotions,
      vip_nom: vipLevels.level_name,
      vip_min: vipLevels.min_spent,
      commandes: sql<number>`(select count(distinct ${promotionRedemptions.order_id})::int from ${promotionRedemptions} where ${promotionRedemptions.promotion_id} = ${promotions.id} and ${isNull(promotionRedemptions.released_at)})`,
    })
    .from(promotions)
    .leftJoin(vipLevels, sql`${vipLevels.id} = (${promotions.conditions}->>'niveau_vip_id')::int`);
}

type Found = Awaited<ReturnType<ReturnType<typeof withVip>['execute']>>[number];
const vipOf = (f: Found) => (f.vip_nom === null ? null : { nom: f.vip_nom, min_spent: f.vip_min ?? 0 });

export async function listAdminPromotions({ db, now = new Date() }: { db: DbOrTx; now?: Date }): Promise<AdminPromotionView[]> {
  const rows = await withVip(db).orderBy(desc(promotions.created_at), desc(promotions.id));
  return rows.map((f) => adminPromotionView(f.row, vipOf(f), Number(f.commandes), now));
}

export async function getAdminPromotion({ db, id, now = new Date() }: { db: DbOrTx; id: number; now?: Date }): Promise<AdminPromotionView> {
  const [found] = await withVip(db).where(eq(promotions.id, id)).limit(1);
  if (!found) throw new AppError('PROMOTION_NOT_FOUND');
  return adminPromotionView(found.row, vipOf(found), Number(found.commandes), now);
}

/** Automatic offers whose status is active now: the shop's badges and strip. */
export async function listActivePromotions({ db, now = new Date() }: { db: DbOrTx; now?: Date }): Promise<PromotionRuleView[]> {
  return (await promotionsOnMenu({ db, now })).active;
}

/**
 * The automatic offers active now, and the next instant one of the published ones starts or ends (null if none
 * will): the catalogue that carries them is valid until then (catalog-cache.ts), so an offer scheduled for
 * later appears, and one that ends goes, without an admin's write.
 */
export async function promotionsOnMenu({
  db,
  now = new Date(),
}: {
  db: DbOrTx;
  now?: Date;
}): Promise<{ active: PromotionRuleView[]; nextChange: Date | null }> {
  const rows = await withVip(db)
    .where(and(eq(promotions.automatique, true), eq(promotions.etat, 'publiee')))
    .orderBy(promotions.id);
  const instants = rows
    .flatMap(({ row }) => [row.conditions.debut, row.conditions.fin])
    .map((at) => (at ? Date.parse(at) : Number.NaN))
    .filter((at) => at > now.getTime());
  const active = rows
    .filter(({ row }) => {
      const { status } = promotionStatus({ ...row, debut: row.conditions.debut, fin: row.conditions.fin }, now);
      return status === 'active';
    })
    .map((f) => promotionRuleView(f.row, vipOf(f)));
  return { active, nextChange: instants.length ? new Date(Math.min(...instants)) : null };
}
