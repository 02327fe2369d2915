/**
 * The uses of offers, in the transaction of the order that takes them or gives them back.
 *
 * Taking, inside place-order's single statement of the order's details (no round trip of its own:
 * docs/performance.md): a conditional UPDATE per offer adds the use and the discount to its counters only
 * while the offer is published, under its cap and within its budget, the single-use code is taken by a
 * conditional UPDATE too (unused only) and the use's row written. The offer's row lock makes a concurrent
 * order wait for this one's commit and then find nothing left: that order is refused with the reason, in
 * French, and its transaction rolled back. The per-customer count is a statement of its own, after the lock.
 */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
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

interface TakenRow {
  id: number;
  max_par_client: number | null;
  premiere_commande: boolean | null;
  /** This use took the offer's last use or the rest of its budget: it ends by itself (promotionStatus). */
  exhausted: boolean;
}

/**
 * The writes that take the order's uses, as data-modifying CTEs of place-order's single statement
 * (orders/write-together.ts), each offer's counters (only while published, under its cap, within its
 * budget), the single-use code (only unused) and the use's row; `select` reads back what was taken, for
 * `checkTakenUses`. `cte(i)` names the statement's i-th write; `first` is the index these writes start at.
 */
export function takeUsesWrites({
  orderId,
  customerId,
  applied,
  codeId,
  first,
  cte,
}: {
  orderId: string;
  customerId: number;
  applied: readonly AppliedPromotion[];
  codeId: number | null;
  first: number;
  cte: (index: number) => SQL;
}): { writes: SQL[]; select: SQL } {
  const writes: SQL[] = [];
  const read: SQL[] = [];
  for (const use of applied) {
    const amount = sql`${fromMillimes(use.amount)}::numeric`;
    const taken = cte(first + writes.length);
    writes.push(sql`(update ${promotions} set utilisations = utilisations + 1, budget_utilise = budget_utilise + ${amount}
      where id = ${use.promotion_id} and etat = 'publiee'
        and (max_utilisations is null or utilisations < max_utilisations)
        and (budget is null or budget_utilise + ${amount} <= budget)
      returning id, max_par_client, (conditions->>'premiere_commande')::boolean as premiere_commande,
        (max_utilisations is not null and utilisations >= max_utilisations) or (budget is not null and budget_utilise >= budget) as exhausted)`);
    let code = sql`null::int`;
    if (use.by_code && codeId !== null) {
      code = sql`(select id from ${cte(first + writes.length)})`;
      writes.push(sql`(update ${promotionCodes} set order_id = ${orderId}::uuid, used_at = now()
        where id = ${codeId}::int and order_id is null and exists (select 1 from ${taken}) returning id)`);
    }
    writes.push(sql`(insert into ${promotionRedemptions} (promotion_id, order_id, customer_id, code_id, amount)
      select id, ${orderId}::uuid, ${customerId}::int, ${code}, ${amount} from ${taken} returning id)`);
    read.push(sql`json_build_object('taken', (select row_to_json(t) from ${taken} t), 'code', ${code})`);
  }
  return { writes, select: read.length ? sql`json_build_array(${sql.join(read, sql`, `)})` : sql`'[]'::json` };
}

/**
 * After the statement: an offer found exhausted, or its single-use code taken meanwhile, refuses the order in
 * French (the transaction is rolled back). The per-customer count is a statement of its own, after the offer's
 * row lock, so it sees every committed use (a statement's snapshot is taken before it waits); this order's own
 * use is in it. Answers whether an offer is now used up (its last use or the rest of its budget taken), so the
 * caller drops the catalogue once committed: the offer's badge and strip go.
 */
export async function checkTakenUses({
  tx,
  customerId,
  applied,
  codeId,
  taken,
}: {
  tx: Tx;
  customerId: number;
  applied: readonly AppliedPromotion[];
  codeId: number | null;
  taken: unknown;
}): Promise<{ exhausted: boolean }> {
  const rows = (typeof taken === 'string' ? JSON.parse(taken) : taken) as { taken: TakenRow | null; code: number | null }[];
  let exhausted = false;
  for (const [i, use] of applied.entries()) {
    const row = rows[i]?.taken;
    if (!row) throw new AppError('PROMOTION_EXHAUSTED', { nom: use.nom, reason: await exhaustedReason(tx, use.promotion_id) });
    if (use.by_code && codeId !== null && rows[i]?.code == null) throw new AppError('PROMO_CODE_REFUSED', { reason: PROMOTION_MESSAGES.codeUsed });
    exhausted ||= row.exhausted;
    const perCustomer = row.premiere_commande ? Math.min(row.max_par_client ?? 1, 1) : row.max_par_client;
    if (perCustomer === null) continue;
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(promotionRedemptions)
      .where(and(eq(promotionRedemptions.promotion_id, row.id), eq(promotionRedemptions.customer_id, customerId), isNull(promotionRedemptions.released_at)));
    if (Number(count) > perCustomer) throw new AppError('PROMOTION_EXHAUSTED', { nom: use.nom, reason: PROMOTION_MESSAGES.customerUsesExhausted });
  }
  return { exhausted };
}

/** Why the offer's UPDATE found nothing, read after it. */
async function exhaustedReason(tx: Tx, promotionId: number): Promise<string> {
  const [row] = await tx.select().from(promotions).where(eq(promotions.id, promotionId)).limit(1);
  if (!row || row.etat === 'terminee') return PROMOTION_MESSAGES.ended;
  if (row.etat === 'en_pause') return PROMOTION_MESSAGES.paused;
  const left = remainingOf(row, null);
  if (left.uses !== null && left.uses <= 0) return PROMOTION_MESSAGES.usesExhausted;
  return PROMOTION_MESSAGES.budgetExhausted;
}

/**
 * A cancelled or refunded order gives its uses, its discounts and its single-use code back. Idempotent.
 * Answers whether an offer it had used up is running again (its last use or the end of its budget given
 * back): the caller then says the catalogue changed, last in its transaction (publishCatalogChanged), so the
 * offer's badge and strip come back at once.
 */
export async function releasePromotions({ tx, orderId }: { tx: DbOrTx; orderId: string }): Promise<{ backOnMenu: boolean }> {
  const released = await tx
    .update(promotionRedemptions)
    .set({ released_at: sql`now()` })
    .where(and(eq(promotionRedemptions.order_id, orderId), isNull(promotionRedemptions.released_at)))
    .returning({ promotion_id: promotionRedemptions.promotion_id, amount: promotionRedemptions.amount });
  let backOnMenu = false;
  for (const use of released) {
    const amount = sql`${fromMillimes(use.amount)}::numeric`;
    const [row] = await tx
      .update(promotions)
      .set({
        utilisations: sql`greatest(${promotions.utilisations} - 1, 0)`,
        budget_utilise: sql`greatest(${promotions.budget_utilise} - ${amount}, 0)`,
      })
      .where(eq(promotions.id, use.promotion_id))
      // used up before this (the values after it plus what was given back)
      .returning({
        back: sql<boolean>`${promotions.etat} = 'publiee' and ((${promotions.max_utilisations} is not null and ${promotions.utilisations} + 1 >= ${promotions.max_utilisations})
          or (${promotions.budget} is not null and ${promotions.budget_utilise} + ${amount} >= ${promotions.budget}))`,
      });
    backOnMenu ||= row?.back === true;
  }
  if (released.length) await tx.update(promotionCodes).set({ order_id: null, used_at: null }).where(eq(promotionCodes.order_id, orderId));
  return { backOnMenu };
}
