/**
 * The admin creates or edits an offer, or one of its lifecycle steps (pause, resume, end, duplicate) is
 * taken. Each change is one transaction with its app event (before → after), the staff audit trail.
 * An ended offer is never edited nor restarted (its figures stay as they were): it is duplicated.
 */
import { eq, sql } from 'drizzle-orm';
import type { PromotionInput } from '@core/schemas/promotions';
import type { AdminPromotionView } from '@core/schemas/promotions';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { promotionRedemptions, promotions, vipLevels } from '../../db/schema/index';
import { AppError } from '../../errors';
import { recordAppEvent } from '../events/record-app-event';
import { adminPromotionView, type PromotionRow } from './promotion-views';

type Values = Omit<typeof promotions.$inferInsert, 'id'>;

function valuesOf(input: PromotionInput): Values {
  const { brouillon: _brouillon, ...rule } = input;
  return rule;
}

/** The back-office view of a row, with its VIP level's name and the orders that used it. */
async function presentPromotion(tx: Db | Tx, row: PromotionRow): Promise<AdminPromotionView> {
  const vipId = row.conditions.niveau_vip_id;
  const [[vip], [uses]] = await Promise.all([
    vipId === null ? Promise.resolve([]) : tx.select().from(vipLevels).where(eq(vipLevels.id, vipId)).limit(1),
    tx
      .select({ count: sql<number>`count(distinct ${promotionRedemptions.order_id})::int` })
      .from(promotionRedemptions)
      .where(sql`${promotionRedemptions.promotion_id} = ${row.id} and ${promotionRedemptions.released_at} is null`),
  ]);
  return adminPromotionView(row, vip ? { nom: vip.level_name, min_spent: vip.min_spent } : null, Number(uses?.count ?? 0));
}

async function lockPromotion(tx: Tx, id: number): Promise<PromotionRow> {
  const [row] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
  if (!row) throw new AppError('PROMOTION_NOT_FOUND');
  return row;
}

async function withCodeCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('PROMOTION_CODE_EXISTS');
    throw error;
  }
}

export async function createPromotion({ db, input, userId }: { db: Db; input: PromotionInput; userId: string }): Promise<AdminPromotionView> {
  return withCodeCheck(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(promotions)
        .values({ ...valuesOf(input), etat: input.brouillon ? 'brouillon' : 'publiee', created_by: userId })
        .returning();
      const after = await presentPromotion(tx, row!);
      await recordAppEvent(tx, { event: 'admin.promotion.created', userId, context: { id: row!.id, before: null, after } });
      return after;
    }),
  );
}

export async function updatePromotion({ db, id, input, userId }: { db: Db; id: number; input: PromotionInput; userId: string }): Promise<AdminPromotionView> {
  return withCodeCheck(() =>
    db.transaction(async (tx) => {
      const current = await lockPromotion(tx, id);
      if (current.etat === 'terminee') throw new AppError('PROMOTION_ENDED');
      const before = await presentPromotion(tx, current);
      // publishing a draft makes it run; a paused offer stays paused until resumed
      const etat = input.brouillon ? (current.etat === 'brouillon' ? 'brouillon' : current.etat) : current.etat === 'brouillon' ? 'publiee' : current.etat;
      const [row] = await tx
        .update(promotions)
        .set({ ...valuesOf(input), etat, updated_at: new Date() })
        .where(eq(promotions.id, id))
        .returning();
      const after = await presentPromotion(tx, row!);
      await recordAppEvent(tx, { event: 'admin.promotion.updated', userId, context: { id, before, after } });
      return after;
    }),
  );
}

const STEPS = {
  pause: { from: ['publiee'], to: 'en_pause', event: 'admin.promotion.paused' },
  resume: { from: ['en_pause'], to: 'publiee', event: 'admin.promotion.resumed' },
  end: { from: ['brouillon', 'publiee', 'en_pause'], to: 'terminee', event: 'admin.promotion.ended' },
} as const;

/** Pause and resume (admins and operators), end (admins). Ending twice changes nothing. */
export async function changePromotionState({
  db,
  id,
  step,
  userId,
}: {
  db: Db;
  id: number;
  step: keyof typeof STEPS;
  userId: string;
}): Promise<AdminPromotionView> {
  return db.transaction(async (tx) => {
    const current = await lockPromotion(tx, id);
    const { from, to, event } = STEPS[step];
    if (current.etat === to) return presentPromotion(tx, current);
    if (current.etat === 'terminee') throw new AppError('PROMOTION_ENDED');
    if (!(from as readonly string[]).includes(current.etat)) return presentPromotion(tx, current);
    const before = await presentPromotion(tx, current);
    const [row] = await tx.update(promotions).set({ etat: to, updated_at: new Date() }).where(eq(promotions.id, id)).returning();
    const after = await presentPromotion(tx, row!);
    await recordAppEvent(tx, { event, userId, context: { id, before: { etat: before.status }, after: { etat: after.status } } });
    return after;
  });
}

/** A copy as a draft, counters at zero, without the public code (codes are unique): the owner sets a new one. */
export async function duplicatePromotion({ db, id, userId }: { db: Db; id: number; userId: string }): Promise<AdminPromotionView> {
  return db.transaction(async (tx) => {
    const [source] = await tx.select().from(promotions).where(eq(promotions.id, id)).limit(1);
    if (!source) throw new AppError('PROMOTION_NOT_FOUND');
    const { id: _id, created_at: _c, updated_at: _u, utilisations: _n, budget_utilise: _b, etat: _e, code: _code, ...copy } = source;
    const [row] = await tx
      .insert(promotions)
      .values({ ...copy, nom: `${source.nom} (copie)`.slice(0, 80), code: null, etat: 'brouillon', created_by: userId })
      .returning();
    const after = await presentPromotion(tx, row!);
    await recordAppEvent(tx, { event: 'admin.promotion.duplicated', userId, context: { id: row!.id, from: id, before: null, after } });
    return after;
  });
}
