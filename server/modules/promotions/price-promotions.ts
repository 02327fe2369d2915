/**
 * Prices an order's lines with the offers (the one rule, core/promotion-pricing.ts), from the database:
 * the automatic offers published now and the offer behind the typed code (public or single-use), with
 * what is left of their caps for this customer, in one statement (two with a code). Used by place-order
 * and by the shop's code check, so both say the same thing.
 */
import { and, eq, or, sql } from 'drizzle-orm';
import type { Millimes } from '@core/money';
import { PROMOTION_MESSAGES, type PromotionCustomer, type PromotionRule } from '@core/promotions';
import { priceWithPromotions, pricingLinesOfOrder, type PricedCart } from '@core/promotion-pricing';
import type { ModePaiement } from '@core/payment-mode';
import type { TypeCommande } from '@core/order-type';
import type { DbOrTx } from '../../db/client';
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

/** The offers an order may use, each with its VIP threshold and this customer's uses. */
async function loadCandidates(db: DbOrTx, code: string | null, customerId: number | null, codePromotionId: number | null) {
  const customerUses =
    customerId === null
      ? sql<number | null>`null::int`
      : sql<number>`(select count(*)::int from ${promotionRedemptions} r where r.promotion_id = ${promotions.id} and r.customer_id = ${customerId} and r.released_at is null)`;
  const wanted = [and(eq(promotions.automatique, true), eq(promotions.etat, 'publiee'))];
  if (code) wanted.push(eq(promotions.code, code));
  if (codePromotionId !== null) wanted.push(eq(promotions.id, codePromotionId));
  return db
    .select({ row: promotions, vip_nom: vipLevels.level_name, vip_min: vipLevels.min_spent, customer_uses: customerUses })
    .from(promotions)
    .leftJoin(vipLevels, sql`${vipLevels.id} = (${promotions.conditions}->>'niveau_vip_id')::int`)
    .where(or(...wanted));
}

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

export async function pricePromotions({
  db,
  lines,
  categoryOf,
  typeCommande,
  zone,
  deliveryFee,
  modePaiement,
  at,
  customer,
  code,
  voucher = null,
}: {
  db: DbOrTx;
  lines: readonly { product_id: number; quantity: number; unit_price: Millimes }[];
  categoryOf: (productId: number) => number | undefined;
  typeCommande: TypeCommande;
  zone: string | null;
  deliveryFee: Millimes;
  modePaiement: ModePaiement;
  at: Date;
  customer: PromotionCustomerFacts | null;
  code: string | null;
  voucher?: Millimes | null;
}): Promise<PromotionPricing> {
  const [single] = code ? await db.select().from(promotionCodes).where(eq(promotionCodes.code, code)).limit(1) : [];
  const candidates = await loadCandidates(db, code, customer?.id ?? null, single?.promotion_id ?? null);
  const codeRow = code ? candidates.find((c) => (single ? c.row.id === single.promotion_id : c.row.code === code)) : undefined;
  let codeRefusal: string | null = null;
  if (code && !codeRow) codeRefusal = PROMOTION_MESSAGES.codeUnknown;
  else if (codeRow) codeRefusal = stateRefusal(codeRow.row) ?? (single?.order_id ? PROMOTION_MESSAGES.codeUsed : null);
  const automatic = candidates.filter((c) => c.row.automatique && c.row.etat === 'publiee').map(toRule);
  const priced = priceWithPromotions({
    lines: pricingLinesOfOrder(lines, categoryOf),
    typeCommande,
    zone,
    deliveryFee,
    modePaiement,
    at,
    customer,
    automatic,
    code: codeRow && !codeRefusal ? toRule(codeRow) : null,
    voucher,
  });
  return {
    priced: codeRefusal ? { ...priced, codeRefusal } : priced,
    codeId: single && !codeRefusal ? single.id : null,
    code,
  };
}
