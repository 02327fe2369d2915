/**
 * A corrected order re-priced through the one rule (core/promotion-pricing.ts) with the offers it took when
 * it was placed, in the correction's transaction: each line's share, the offers' total, the voucher after
 * them and the snapshot follow the new content, and each use's amount (and its offer's budget) too.
 *
 * The offers are the order's own: no new offer joins, an offer the new content no longer meets (its
 * minimum, a pickup for a delivery offer, no product it targets) falls away and gives its use back. What
 * was true of the customer and of the moment when the order was placed (first order, VIP level, day and
 * hours) is not asked again; the use is already taken, so the caps on uses do not count, the budget does
 * (what is left of it plus what this order had).
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { fromMillimes, type Millimes } from '@core/money';
import type { ModePaiement } from '@core/payment-mode';
import type { TypeCommande } from '@core/order-type';
import { priceWithPromotions, pricingLinesOfOrder, type PricedCart } from '@core/promotion-pricing';
import type { AppliedPromotionView } from '@core/schemas/promotions';
import type { Tx } from '../../db/client';
import { promotionCodes, promotionRedemptions, promotions } from '../../db/schema/index';
import { appliedSnapshot } from './redeem-promotions';
import { ruleOf } from './promotion-views';

export interface RepricedPromotions {
  priced: PricedCart;
  snapshot: AppliedPromotionView[];
}

export async function repricePromotions({
  tx,
  order,
  lines,
  categoryOf,
  typeCommande,
  zone,
  deliveryFee,
}: {
  tx: Tx;
  order: {
    id: string;
    promotions: readonly AppliedPromotionView[];
    montant_remise: Millimes;
    mode_paiement: ModePaiement;
    scheduled_for: Date | null;
    created_at: Date;
  };
  lines: readonly { product_id: number; quantity: number; unit_price: Millimes }[];
  categoryOf: (productId: number) => number | undefined;
  typeCommande: TypeCommande;
  zone: string | null;
  deliveryFee: Millimes;
}): Promise<RepricedPromotions> {
  const taken = new Map(order.promotions.map((p) => [p.promotion_id, p]));
  const rows = taken.size
    ? await tx
        .select()
        .from(promotions)
        .where(inArray(promotions.id, [...taken.keys()]))
    : [];
  const rules = rows.map((row) =>
    ruleOf(row, null, {
      uses: null,
      customerUses: null,
      budget: row.budget === null ? null : row.budget - row.budget_utilise + taken.get(row.id)!.amount,
    }),
  );
  const priced = priceWithPromotions({
    lines: pricingLinesOfOrder(lines, categoryOf),
    typeCommande,
    zone,
    deliveryFee,
    modePaiement: order.mode_paiement,
    at: order.scheduled_for ?? order.created_at,
    // asked when the order was placed: not again
    customer: { firstOrder: true, vipMinSpent: Number.MAX_SAFE_INTEGER },
    automatic: rules.filter((r) => r.automatique),
    code: rules.find((r) => !r.automatique) ?? null,
    // the voucher's amount as it was taken: capped again at the lines after the offers
    voucher: order.montant_remise || null,
  });
  const code = order.promotions.find((p) => p.by_code)?.code ?? null;
  await followUses(tx, order.id, taken, priced);
  return { priced, snapshot: appliedSnapshot(priced.applied, code) };
}

/** Each use's amount follows the new discount (its offer's budget counter by the difference); a use no longer applied is given back, its single-use code too. */
async function followUses(tx: Tx, orderId: string, taken: ReadonlyMap<number, AppliedPromotionView>, priced: PricedCart) {
  for (const [promotionId, before] of taken) {
    const now = priced.applied.find((a) => a.promotion_id === promotionId);
    const amount = now?.amount ?? 0;
    if (now && amount === before.amount) continue;
    const redemption = and(
      eq(promotionRedemptions.promotion_id, promotionId),
      eq(promotionRedemptions.order_id, orderId),
      isNull(promotionRedemptions.released_at),
    );
    const [changed] = await tx
      .update(promotionRedemptions)
      .set(now ? { amount } : { released_at: sql`now()` })
      .where(redemption)
      .returning({ id: promotionRedemptions.id });
    if (!changed) continue;
    await tx
      .update(promotions)
      .set({
        budget_utilise: sql`greatest(${promotions.budget_utilise} + ${fromMillimes(amount - before.amount)}::numeric, 0)`,
        ...(now ? {} : { utilisations: sql`greatest(${promotions.utilisations} - 1, 0)` }),
      })
      .where(eq(promotions.id, promotionId));
    // a single-use code of an offer that fell away may pay another order
    if (!now)
      await tx
        .update(promotionCodes)
        .set({ order_id: null, used_at: null })
        .where(and(eq(promotionCodes.order_id, orderId), eq(promotionCodes.promotion_id, promotionId)));
  }
}
