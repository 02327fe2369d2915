/**
 * Property tests of the pricing with offers, on random carts and offers from a seeded generator (no
 * property-testing library in the project): no combination makes a line, the fee or the total negative,
 * the parts add up, and the cart's and the server's way of feeding the rule agree to the millime.
 */
import { describe, expect, it } from 'vitest';
import { cartReducer, initialCartState } from './cart';
import type { CartProduct } from './cart-line';
import { priceWithPromotions, pricingLinesOfCart, pricingLinesOfOrder, type PricingInput } from './promotion-pricing';
import { PROMOTION_KINDS, type PromotionRule } from './promotions';
import { samplePromotion } from './testing/builders';
import { JOURS_SEMAINE } from './week-days';

/** mulberry32: small, seeded, good enough to spread cases. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  const some = <T>(items: readonly T[]): T[] => items.filter(() => next() < 0.3);
  return { next, int, pick, some };
}

type Random = ReturnType<typeof generator>;

const PRODUCTS: (CartProduct & { category_id: number })[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  nom_fr: `Produit ${i + 1}`,
  prix: 500 + ((i * 7_919) % 40_000),
  nombre_pieces: null,
  comptabiliser_pieces: false,
  category_id: (i % 4) + 1,
}));
const categoryOf = (id: number) => PRODUCTS.find((p) => p.id === id)?.category_id;

function randomRule(r: Random, id: number, automatique: boolean): PromotionRule {
  const kind = r.pick(PROMOTION_KINDS);
  const target = () => ({ categories: r.some([1, 2, 3, 4]), produits: r.some(PRODUCTS.map((p) => p.id)) });
  const percentLike = kind === 'order_percent' || kind === 'items_percent' || kind === 'buy_x_get_y' || (kind === 'delivery' && r.next() < 0.5);
  return samplePromotion({
    id,
    nom: `Offre ${id}`,
    kind,
    automatique,
    cumulable: r.next() < 0.5,
    percent: percentLike ? r.int(1, 100) : null,
    amount: percentLike ? null : r.int(1, 60_000),
    cible: target(),
    offert: r.next() < 0.5 ? null : target(),
    achete: r.int(1, 3),
    offre: r.int(1, 2),
    repeter: r.next() < 0.5,
    zones: r.next() < 0.7 ? [] : r.some(['centre', 'nord']),
    remaining: r.next() < 0.3 ? { uses: r.int(0, 3), customerUses: null, budget: r.int(0, 20_000) } : undefined,
    conditions: {
      minimum: r.next() < 0.4 ? r.int(0, 80_000) : null,
      jours: r.next() < 0.2 ? r.some(JOURS_SEMAINE) : [],
      premiere_commande: r.next() < 0.2,
    },
  });
}

function randomCase(seed: number) {
  const r = generator(seed);
  let cart = initialCartState();
  const count = r.int(1, 8);
  for (let i = 0; i < count; i++) {
    const product = r.pick(PRODUCTS);
    cart = cartReducer(cart, { type: 'ADD_ITEM', product });
    if (r.next() < 0.4) cart = cartReducer(cart, { type: 'UPDATE_QUANTITY', lineId: `${product.id}-no-acc`, quantity: r.int(1, 12) });
  }
  const automatic = Array.from({ length: r.int(0, 10) }, (_, i) => randomRule(r, i + 1, true));
  const code = r.next() < 0.6 ? randomRule(r, 100, false) : null;
  const delivery = r.next() < 0.6;
  const context: Omit<PricingInput, 'lines'> = {
    typeCommande: delivery ? 'Livraison' : 'A_emporter',
    zone: delivery ? r.pick(['centre', 'nord']) : null,
    deliveryFee: delivery ? r.int(0, 9_000) : 0,
    modePaiement: r.pick(['konnect', 'especes', 'carte'] as const),
    at: new Date(Date.UTC(2026, 11, r.int(1, 14), r.int(0, 23), r.int(0, 59))),
    customer: r.next() < 0.2 ? null : { firstOrder: r.next() < 0.5, vipMinSpent: 0 },
    automatic,
    code,
    voucher: r.next() < 0.3 ? r.int(1, 30_000) : null,
  };
  return { cart, context };
}

describe('pricing with offers, on 1,000 random carts', () => {
  const cases = Array.from({ length: 1_000 }, (_, i) => ({ seed: i + 1, ...randomCase(i + 1) }));

  it('never makes a line, the delivery or the total negative, and the parts add up', () => {
    for (const { seed, cart, context } of cases) {
      const priced = priceWithPromotions({ ...context, lines: pricingLinesOfCart(cart.items, categoryOf) });
      const where = `seed ${seed}`;
      for (const line of priced.lines) {
        expect(line.paid, where).toBeGreaterThanOrEqual(0);
        expect(line.discount + line.voucher + line.paid, where).toBe(line.total);
        expect(Number.isSafeInteger(line.paid), where).toBe(true);
      }
      expect(priced.deliveryDiscount, where).toBeLessThanOrEqual(priced.deliveryFee);
      expect(priced.deliveryDiscount, where).toBeGreaterThanOrEqual(0);
      expect(priced.total, where).toBeGreaterThanOrEqual(0);
      expect(priced.subtotal, where).toBe(cart.totalPrice);
      expect(priced.total + priced.saved, where).toBe(priced.subtotal + priced.deliveryFee);
      expect(
        priced.applied.reduce((s, a) => s + a.amount, 0),
        where,
      ).toBe(priced.itemsDiscount + priced.deliveryDiscount);
      expect(priced.applied.filter((a) => !a.by_code).length, where).toBeLessThanOrEqual(1);
      for (const applied of priced.applied) expect(applied.amount, where).toBeGreaterThan(0);
      if (priced.applied.some((a) => a.by_code)) expect(priced.codeRefusal, where).toBeNull();
      if (context.code && !priced.applied.some((a) => a.by_code)) expect(priced.codeRefusal, where).toBeTruthy();
    }
  });

  it('prices the cart and the server’s order lines the same, to the millime', () => {
    for (const { seed, cart, context } of cases) {
      const fromCart = priceWithPromotions({ ...context, lines: pricingLinesOfCart(cart.items, categoryOf) });
      // the server rebuilds its lines from the ids and quantities the checkout sends, at its own prices
      const orderLines = cart.items.map((item) => ({
        product_id: item.product.id,
        quantity: item.quantity,
        unit_price: PRODUCTS.find((p) => p.id === item.product.id)!.prix,
      }));
      const fromServer = priceWithPromotions({ ...context, lines: pricingLinesOfOrder(orderLines, categoryOf) });
      const shape = (p: typeof fromCart) => ({ ...p, lines: p.lines.map(({ key: _key, ...rest }) => rest) });
      expect(shape(fromServer), `seed ${seed}`).toEqual(shape(fromCart));
    }
  });

  it('saves at least as much with the chosen offers as with the best automatic offer alone', () => {
    for (const { seed, cart, context } of cases) {
      const lines = pricingLinesOfCart(cart.items, categoryOf);
      const priced = priceWithPromotions({ ...context, lines, voucher: null });
      for (const rule of context.automatic) {
        const alone = priceWithPromotions({ ...context, lines, voucher: null, automatic: [rule], code: null });
        expect(priced.itemsDiscount + priced.deliveryDiscount, `seed ${seed}, offer ${rule.id}`).toBeGreaterThanOrEqual(
          alone.itemsDiscount + alone.deliveryDiscount,
        );
      }
    }
  });
});
