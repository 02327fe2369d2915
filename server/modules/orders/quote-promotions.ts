/**
 * The shop's code check and live discount lines: the cart priced as place-order will price it (same
 * catalogue prices, same offers, same customer facts), with the code's refusal in French. Nothing is
 * written. A visitor not signed in gets the offers that need no account.
 */
import { eq } from 'drizzle-orm';
import { orderDeliveryFee, findZone } from '@core/delivery';
import type { CheckPromoCodeInput, PromoQuoteView } from '@core/schemas/promotions';
import type { Db, DbOrTx } from '../../db/client';
import { customers, vipLevels } from '../../db/schema/index';
import type { CatalogCache } from '../catalog/catalog-cache';
import { cashFacts, type CashFacts } from '../cash/cash-for-orders';
import { menuOf, priceOrder } from './price-order';
import { pricePromotions, type PromotionCustomerFacts } from '../promotions/price-promotions';
import { appliedSnapshot } from '../promotions/redeem-promotions';
import { AppError } from '../../errors';

/** The facts the offers' conditions read about a customer: first order (the cash rule's), VIP threshold. */
async function promotionCustomer(db: DbOrTx, customerId: number): Promise<PromotionCustomerFacts | null> {
  const [row] = await db
    .select({ id: customers.id, vip_min: vipLevels.min_spent, cash: cashFacts(customers.telephone, customers.id) })
    .from(customers)
    .leftJoin(vipLevels, eq(vipLevels.id, customers.vip_level_id))
    .where(eq(customers.id, customerId))
    .limit(1);
  if (!row) return null;
  const cash = (typeof row.cash === 'string' ? JSON.parse(row.cash) : row.cash) as CashFacts | null;
  return { id: row.id, firstOrder: !cash?.delivered_before, vipMinSpent: Number(row.vip_min ?? 0) };
}

export async function quotePromotions({
  db,
  catalog,
  input,
  customerId,
  newCustomer = false,
  now = new Date(),
}: {
  db: Db;
  catalog: CatalogCache;
  input: CheckPromoCodeInput;
  customerId: number | null;
  /** Without customerId: a customer staff are creating with a phone order (a first order, no VIP level), not a visitor. */
  newCustomer?: boolean;
  now?: Date;
}): Promise<PromoQuoteView> {
  const menu = menuOf(await catalog.get());
  // the lines at the catalogue's prices; the zone's minimum is the cart's business, not the quote's
  const listed = await priceOrder({
    db,
    menu,
    input: {
      ...input,
      type_commande: 'A_emporter',
      zone_livraison: null,
      adresse_livraison: null,
      ville_livraison: null,
      instructions_livraison: null,
      instructions_speciales: null,
      paiera_avec: null,
      promo_code: input.code,
    },
  });
  let deliveryFee = 0;
  if (input.type_commande === 'Livraison') {
    const zone = findZone(menu.zones, input.zone_livraison);
    if (!zone) throw new AppError('ZONE_UNKNOWN');
    deliveryFee = orderDeliveryFee({ typeCommande: 'Livraison', zoneCode: zone.code, zones: menu.zones, subtotal: listed.subtotal });
  }
  const customer = customerId !== null ? await promotionCustomer(db, customerId) : newCustomer ? { id: 0, firstOrder: true, vipMinSpent: 0 } : null;
  const { priced } = await pricePromotions({
    db,
    lines: listed.lines,
    categoryOf: (id) => menu.products.get(id)?.category_id,
    typeCommande: input.type_commande,
    zone: input.type_commande === 'Livraison' ? input.zone_livraison : null,
    deliveryFee,
    modePaiement: input.mode_paiement,
    at: input.scheduled_for ? new Date(input.scheduled_for) : now,
    customer,
    code: input.code,
  });
  return {
    subtotal: priced.subtotal,
    items_discount: priced.itemsDiscount,
    delivery_fee: priced.deliveryFee,
    delivery_discount: priced.deliveryDiscount,
    voucher_discount: priced.voucherDiscount,
    total: priced.total,
    saved: priced.saved,
    applied: appliedSnapshot(priced.applied, input.code),
    code_refusal: priced.codeRefusal,
    hint: priced.hint,
  };
}
