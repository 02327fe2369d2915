/**
 * Prices an order's lines with the offers (the one rule, core/promotion-pricing.ts), from the database:
 * the automatic offers published now and the offer behind the typed code (public or single-use), with
 * what is left of their caps for this customer, in one statement. Used by place-order
 * and by the shop's code check, so both say the same thing.
 */
import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Millimes } from '@core/money';
import { PROMOTION_MESSAGES, type PromotionCustomer, type PromotionRule } from '@core/promotions';
import { priceWithPromotions, pricingLinesOfOrder, type PricedCart, type PricingInput } from '@core/promotion-pricing';
import type { Db } from '../../db/client';
import { promotionCodes, promotionRedemptions, promotions, vipLevels } from '../../db/schema/index';
import { remainingOf, ruleOf, type PromotionRow } from './promotion-views';

export interface PromotionCustomerFacts extends PromotionCustomer {
  id: number;
}

export interface PromotionPricing {
  priced: PricedCart;
  /** The single-use code typed, to mark used with the order. */
  codeId: number | null;
  /** The code as typed (normalised), for the snapshot. */
  code: string | null;
}

/**
 * The offers an order may use, each with its VIP threshold, this customer's uses (null for a visitor) and,
 * for the offer behind a single-use code, that code's row (joined on the code typed): one statement,
 * prepared once per database (planning it costs more than running it: docs/performance.md).
 */
function prepareCandidates(db: Db) {
  const code = sql.placeholder('code');
  const customerId = sql.placeholder('customerId');
  return db
    .select({
      row: promotions,
      vip_nom: vipLevels.level_name,
      vip_min: vipLevels.min_spent,
      customer_uses: sql<number | null>`case when ${customerId}::int is null then null else (select count(*)::int from ${promotionRedemptions} r
        where r.promotion_id = ${promotions.id} and r.customer_id = ${customerId}::int and r.released_at is null) end`,
      single_id: promotionCodes.id,
      single_order: promotionCodes.order_id,
    })
    .from(promotions)
    .leftJoin(vipLevels, sql`${vipLevels.id} = (${promotions.conditions}->>'niveau_vip_id')::int`)
    .leftJoin(promotionCodes, and(eq(promotionCodes.promotion_id, promotions.id), sql`${promotionCodes.code} = ${code}::text`))
    .where(or(and(eq(promotions.automatique, true), eq(promotions.etat, 'publiee')), sql`${promotions.code} = ${code}::text`, isNotNull(promotionCodes.id)))
    .prepare('promotion_candidates');
}

const prepared = new WeakMap<Db, ReturnType<typeof prepareCandidates>>();

/** The offers an order may use (one statement): started early by place-order, beside its other reads. */
export function loadPromotionCandidates(db: Db, code: string | null, customerId: number | null) {
  let statement = prepared.get(db);
  if (!statement) prepared.set(db, (statement = prepareCandidates(db)));
  return statement.execute({ code, customerId });
}

export type PromotionCandidates = Awaited<ReturnType<typeof loadPromotionCandidates>>;

function toRule(found: { row: PromotionRow; vip_nom: string | null; vip_min: Millimes | null; customer_uses: number | null }): PromotionRule {
  const vip = found.vip_nom === null ? null : { nom: found.vip_nom, min_spent: found.vip_min ?? 0 };
  return ruleOf(found.row, vip, remainingOf(found.row, found.customer_uses === null ? null : Number(found.customer_uses)));
}

/** Why a code's offer cannot be used whatever the cart (its state), or null. */
function stateRefusal(row: PromotionRow): string | null {
  if (row.etat === 'brouillon') return PROMOTION_MESSAGES.codeUnknown;
  if (row.etat === 'en_pause') return PROMOTION_MESSAGES.paused;
  if (row.etat === 'terminee') return PROMOTION_MESSAGES.ended;
  return null;
}

export interface PricePromotionsOptions extends Pick<PricingInput, 'typeCommande' | 'zone' | 'deliveryFee' | 'modePaiement' | 'at'> {
  db: Db;
  lines: readonly { product_id: number; quantity: number; unit_price: Millimes }[];
  categoryOf: (productId: number) => number | undefined;
  customer: PromotionCustomerFacts | null;
  code: string | null;
  voucher?: Millimes | null;
  /** The candidates already read for this code and customer (loadPromotionCandidates); read here otherwise. */
  candidates?: PromotionCandidates;
}

export async function pricePromotions({
  db,
  lines,
  categoryOf,
  code,
  voucher = null,
  candidates: given,
  ...context
}: PricePromotionsOptions): Promise<PromotionPricing> {
  const candidates = given ?? (await loadPromotionCandidates(db, code, context.customer?.id ?? null));
  const codeRow = code ? candidates.find((c) => c.row.code === code || c.single_id !== null) : undefined;
  let codeRefusal: string | null = null;
  if (code && !codeRow) codeRefusal = PROMOTION_MESSAGES.codeUnknown;
  else if (codeRow) codeRefusal = stateRefusal(codeRow.row) ?? (codeRow.single_order !== null ? PROMOTION_MESSAGES.codeUsed : null);
  const automatic = candidates.filter((c) => c.row.automatique && c.row.etat === 'publiee').map(toRule);
  const priced = priceWithPromotions({
    ...context,
    lines: pricingLinesOfOrder(lines, categoryOf),
    automatic,
    code: codeRow && !codeRefusal ? toRule(codeRow) : null,
    voucher,
  });
  return {
    priced: codeRefusal ? { ...priced, codeRefusal } : priced,
    codeId: codeRow?.single_id != null && !codeRefusal ? Number(codeRow.single_id) : null,
    code,
  };
}
