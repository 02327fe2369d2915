/**
 * The uses of offers, in the transaction of the order that takes them or gives them back.
 *
 * Taking: one conditional UPDATE per offer adds the use and the discount to its counters only while the
 * offer is published, under its cap and within its budget. Its row lock makes a concurrent order wait for
 * this one's commit and then find nothing left: that order is refused with the reason, in French. The
 * per-customer count is read after the lock, so it sees every committed use. A single-use code is taken
 * by a conditional UPDATE too (unused only).
 */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { fromMillimes } from '@core/money';
import { PROMOTION_MESSAGES } from '@core/promotions';
import type { AppliedPromotion } from '@core/promotion-pricing';
import type { AppliedPromotionView } from '@core/schemas/promotions';
import type { DbOrTx, Tx } from '../../db/client';
import { promotionCodes, promotionRedemptions, promotions } from '../../db/schema/index';
import { AppError } from '../../errors';
import { remainingOf } from './promotion-views';

/** The order's snapshot of what was applied. */
export function appliedSnapshot(applied: readonly AppliedPromotion[], code: string | null): AppliedPromotionView[] {
  return applied.map((a) => ({ ...a, code: a.by_code ? code : null }));
}

async function takeUse(tx: Tx, promotionId: number, amount: number) {
  const [row] = await tx
    .update(promotions)
    .set({ utilisations: sql`${promotions.utilisations} + 1`, budget_utilise: sql`${promotions.budget_utilise} + ${fromMillimes(amount)}::numeric` })
    .where(
      and(
        eq(promotions.id, promotionId),
        eq(promotions.etat, 'publiee'),
        or(isNull(promotions.max_utilisations), lt(promotions.utilisations, promotions.max_utilisations)),
        or(isNull(promotions.budget), sql`${promotions.budget_utilise} + ${fromMillimes(amount)}::numeric <= ${promotions.budget}`),
      ),
    )
    .returning();
  return row;
}

/** Why the UPDATE found nothing, read after it. */
async function exhaustedReason(tx: Tx, promotionId: number): Promise<string> {
  const [row] = await tx.select().from(promotions).where(eq(promotions.id, promotionId)).limit(1);
  if (!row || row.etat === 'terminee') return PROMOTION_MESSAGES.ended;
  if (row.etat === 'en_pause') return PROMOTION_MESSAGES.paused;
  const left = remainingOf(row, null);
  if (left.uses !== null && left.uses <= 0) return PROMOTION_MESSAGES.usesExhausted;
  return PROMOTION_MESSAGES.budgetExhausted;
}

export async function redeemPromotions({
  tx,
  orderId,
  customerId,
  applied,
  codeId,
}: {
  tx: Tx;
  orderId: string;
  customerId: number;
  applied: readonly AppliedPromotion[];
  codeId: number | null;
}): Promise<void> {
  for (const use of applied) {
    const row = await takeUse(tx, use.promotion_id, use.amount);
    if (!row) throw new AppError('PROMOTION_EXHAUSTED', { nom: use.nom, reason: await exhaustedReason(tx, use.promotion_id) });
    const perCustomer = row.conditions.premiere_commande ? Math.min(row.max_par_client ?? 1, 1) : row.max_par_client;
    if (perCustomer !== null) {
      const [{ count } = { count: 0 }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(promotionRedemptions)
        .where(and(eq(promotionRedemptions.promotion_id, row.id), eq(promotionRedemptions.customer_id, customerId), isNull(promotionRedemptions.released_at)));
      if (Number(count) >= perCustomer) throw new AppError('PROMOTION_EXHAUSTED', { nom: use.nom, reason: PROMOTION_MESSAGES.customerUsesExhausted });
    }
    let usedCode: number | null = null;
    if (use.by_code && codeId !== null) {
      const [taken] = await tx
        .update(promotionCodes)
        .set({ order_id: orderId, used_at: sql`now()` })
        .where(and(eq(promotionCodes.id, codeId), isNull(promotionCodes.order_id)))
        .returning({ id: promotionCodes.id });
      if (!taken) throw new AppError('PROMO_CODE_REFUSED', { reason: PROMOTION_MESSAGES.codeUsed });
      usedCode = taken.id;
    }
    await tx.insert(promotionRedemptions).values({ promotion_id: row.id, order_id: orderId, customer_id: customerId, code_id: usedCode, amount: use.amount });
  }
}

/** A cancelled or refunded order gives its uses, its discounts and its single-use code back. Idempotent. */
export async function releasePromotions({ tx, orderId }: { tx: DbOrTx; orderId: string }): Promise<number> {
  const released = await tx
    .update(promotionRedemptions)
    .set({ released_at: sql`now()` })
    .where(and(eq(promotionRedemptions.order_id, orderId), isNull(promotionRedemptions.released_at)))
    .returning({ promotion_id: promotionRedemptions.promotion_id, amount: promotionRedemptions.amount });
  for (const use of released) {
    await tx
      .update(promotions)
      .set({
        utilisations: sql`greatest(${promotions.utilisations} - 1, 0)`,
        budget_utilise: sql`greatest(${promotions.budget_utilise} - ${fromMillimes(use.amount)}::numeric, 0)`,
      })
      .where(eq(promotions.id, use.promotion_id));
  }
  if (released.length) await tx.update(promotionCodes).set({ order_id: null, used_at: null }).where(eq(promotionCodes.order_id, orderId));
  return released.length;
}
