/**
 * The uses of offers, in the transaction of the order that takes them or gives them back.
 *
 * Taking: one statement per offer, its conditional UPDATE adding the use and the discount to its counters
 * only while the offer is published, under its cap and within its budget, the single-use code taken by a
 * conditional UPDATE too (unused only) and the use's row written. The offer's row lock makes a concurrent
 * order wait for this one's commit and then find nothing left: that order is refused with the reason, in
 * French. The per-customer count is a statement of its own, after the lock, so it sees every committed use
 * (a statement's snapshot is taken before it waits). One round trip per offer: docs/performance.md.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { selectRows } from '../../db/select-rows';
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

/**
 * One statement: the offer's counters (only while published, under its cap, within its budget), the
 * single-use code (only unused) and the use's row; nothing comes back when the offer is exhausted.
 */
async function takeUse(tx: Tx, use: { promotionId: number; amount: number; orderId: string; customerId: number; codeId: number | null }) {
  const amount = sql`${fromMillimes(use.amount)}::numeric`;
  const [row] = await selectRows<{ id: number | null; max_par_client: number | null; premiere_commande: boolean | null; code_id: number | null }>(
    tx,
    sql`with taken as (
      update ${promotions} set utilisations = utilisations + 1, budget_utilise = budget_utilise + ${amount}
      where id = ${use.promotionId} and etat = 'publiee'
        and (max_utilisations is null or utilisations < max_utilisations)
        and (budget is null or budget_utilise + ${amount} <= budget)
      returning id, max_par_client, (conditions->>'premiere_commande')::boolean as premiere_commande
    ), code as (
      update ${promotionCodes} set order_id = ${use.orderId}::uuid, used_at = now()
      where id = ${use.codeId}::int and order_id is null and exists (select 1 from taken)
      returning id
    ), written as (
      -- run though not read: a data-modifying WITH always runs
      insert into ${promotionRedemptions} (promotion_id, order_id, customer_id, code_id, amount)
      select id, ${use.orderId}::uuid, ${use.customerId}::int, (select id from code), ${amount} from taken
      returning id
    )
    select (select id from taken) as id, (select max_par_client from taken) as max_par_client,
      (select premiere_commande from taken) as premiere_commande, (select id from code) as code_id`,
  );
  return row?.id == null ? null : { ...row, id: Number(row.id) };
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
    const single = use.by_code ? codeId : null;
    const taken = await takeUse(tx, { promotionId: use.promotion_id, amount: use.amount, orderId, customerId, codeId: single });
    if (!taken) throw new AppError('PROMOTION_EXHAUSTED', { nom: use.nom, reason: await exhaustedReason(tx, use.promotion_id) });
    if (single !== null && taken.code_id === null) throw new AppError('PROMO_CODE_REFUSED', { reason: PROMOTION_MESSAGES.codeUsed });
    const perCustomer = taken.premiere_commande ? Math.min(taken.max_par_client ?? 1, 1) : taken.max_par_client;
    if (perCustomer !== null) {
      // read after the offer's row lock, so it sees every committed use; this order's own is counted
      const [{ count } = { count: 0 }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(promotionRedemptions)
        .where(
          and(eq(promotionRedemptions.promotion_id, taken.id), eq(promotionRedemptions.customer_id, customerId), isNull(promotionRedemptions.released_at)),
        );
      if (Number(count) > perCustomer) throw new AppError('PROMOTION_EXHAUSTED', { nom: use.nom, reason: PROMOTION_MESSAGES.customerUsesExhausted });
    }
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
