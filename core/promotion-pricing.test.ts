import { describe, expect, it } from 'vitest';
import { allocate, paidForUnits, paidOfOrderLines, priceWithPromotions, type PricingInput, type PricingLine } from './promotion-pricing';
import { PROMOTION_MESSAGES } from './promotions';
import { samplePromotion } from './testing/builders';

const MAKI = 10; // category
const DESSERT = 20;
// Tuesday 2026-12-01 at 12:00 in Tunis (UTC+1)
const TUESDAY_NOON = new Date('2026-12-01T11:00:00Z');

function line(key: string, product_id: number, category_id: number, unit_price: number, quantity = 1): PricingLine {
  return { key, product_id, category_id, unit_price, quantity };
}

function input(overrides: Partial<PricingInput> = {}): PricingInput {
  return {
    lines: [line('a', 1, MAKI, 12_000, 2), line('b', 2, DESSERT, 6_000)],
    typeCommande: 'Livraison',
    zone: 'centre',
    deliveryFee: 5_000,
    modePaiement: 'konnect',
    at: TUESDAY_NOON,
    customer: { firstOrder: true, vipMinSpent: 0 },
    automatic: [],
    code: null,
    voucher: null,
    ...overrides,
  };
}

describe('each kind of offer', () => {
  it('takes a percentage off the order, spread over the lines', () => {
    const priced = priceWithPromotions(input({ automatic: [samplePromotion({ percent: 20 })] }));
    expect(priced.subtotal).toBe(30_000);
    expect(priced.itemsDiscount).toBe(6_000);
    expect(priced.lines.map((l) => l.discount)).toEqual([4_800, 1_200]);
    expect(priced.total).toBe(30_000 - 6_000 + 5_000);
    expect(priced.applied).toEqual([{ promotion_id: 1, nom: 'Offre', kind: 'order_percent', amount: 6_000, delivery: 0, by_code: false }]);
  });

  it('takes an amount off the order, never more than the lines', () => {
    expect(priceWithPromotions(input({ automatic: [samplePromotion({ kind: 'order_amount', percent: null, amount: 7_000 })] })).itemsDiscount).toBe(7_000);
    const huge = priceWithPromotions(input({ automatic: [samplePromotion({ kind: 'order_amount', percent: null, amount: 99_000 })] }));
    expect(huge.itemsDiscount).toBe(30_000);
    expect(huge.total).toBe(5_000);
  });

  it('takes a percentage off chosen categories or products only', () => {
    const makis = priceWithPromotions(
      input({ automatic: [samplePromotion({ kind: 'items_percent', percent: 20, cible: { categories: [MAKI], produits: [] } })] }),
    );
    expect(makis.lines.map((l) => l.discount)).toEqual([4_800, 0]);
    const dessert = priceWithPromotions(
      input({ automatic: [samplePromotion({ kind: 'items_percent', percent: 50, cible: { categories: [], produits: [2] } })] }),
    );
    expect(dessert.lines.map((l) => l.discount)).toEqual([0, 3_000]);
  });

  it('takes an amount off each unit of chosen products, never below zero', () => {
    const priced = priceWithPromotions(
      input({ automatic: [samplePromotion({ kind: 'items_amount', percent: null, amount: 2_000, cible: { categories: [MAKI], produits: [] } })] }),
    );
    expect(priced.lines.map((l) => l.discount)).toEqual([4_000, 0]);
    const over = priceWithPromotions(
      input({ automatic: [samplePromotion({ kind: 'items_amount', percent: null, amount: 50_000, cible: { categories: [DESSERT], produits: [] } })] }),
    );
    expect(over.lines[1]).toMatchObject({ discount: 6_000, paid: 0 });
  });

  it('buy X get Y of the same products: the cheapest units, once or per multiple', () => {
    const lines = [line('a', 1, MAKI, 12_000, 3), line('c', 3, MAKI, 8_000, 1)];
    const half = samplePromotion({ kind: 'buy_x_get_y', percent: 50, achete: 1, offre: 1, cible: { categories: [MAKI], produits: [] } });
    // once: the cheapest unit (8.000) at -50 %
    expect(priceWithPromotions(input({ lines, automatic: [half] })).lines.map((l) => l.discount)).toEqual([0, 4_000]);
    // repeated: 4 units = two pairs, the two cheapest (8.000 and 12.000) at -50 %
    expect(priceWithPromotions(input({ lines, automatic: [{ ...half, repeter: true }] })).lines.map((l) => l.discount)).toEqual([6_000, 4_000]);
    // 2 bought, 1 free: 4 units make one group of 3
    const free = { ...half, percent: 100, achete: 2, repeter: true };
    expect(priceWithPromotions(input({ lines, automatic: [free] })).itemsDiscount).toBe(8_000);
    // one unit alone gets nothing
    expect(priceWithPromotions(input({ lines: [line('a', 1, MAKI, 12_000)], automatic: [half] })).applied).toEqual([]);
  });

  it('buy X get Y of other products: Y cheapest first, per multiple of X', () => {
    const lines = [line('a', 1, MAKI, 12_000, 4), line('b', 2, DESSERT, 6_000, 1), line('d', 4, DESSERT, 5_000, 3)];
    const rule = samplePromotion({
      kind: 'buy_x_get_y',
      percent: 100,
      achete: 2,
      offre: 1,
      repeter: true,
      cible: { categories: [MAKI], produits: [] },
      offert: { categories: [DESSERT], produits: [] },
    });
    const priced = priceWithPromotions(input({ lines, automatic: [rule] }));
    expect(priced.lines.map((l) => l.discount)).toEqual([0, 0, 10_000]);
  });

  it('makes delivery free or cheaper, in every zone or chosen ones, never more than the fee', () => {
    const free = samplePromotion({ kind: 'delivery', percent: 100 });
    expect(priceWithPromotions(input({ automatic: [free] }))).toMatchObject({ deliveryDiscount: 5_000, total: 30_000 });
    const reduced = samplePromotion({ kind: 'delivery', percent: null, amount: 9_000 });
    expect(priceWithPromotions(input({ automatic: [reduced] })).deliveryDiscount).toBe(5_000);
    const nord = { ...free, zones: ['nord'] };
    expect(priceWithPromotions(input({ automatic: [nord] })).deliveryDiscount).toBe(0);
    expect(priceWithPromotions(input({ automatic: [nord], zone: 'nord' })).deliveryDiscount).toBe(5_000);
    expect(priceWithPromotions(input({ automatic: [free], typeCommande: 'A_emporter', deliveryFee: 0 })).applied).toEqual([]);
  });

  it('offers one product once the rest of the cart reaches the amount', () => {
    const rule = samplePromotion({ kind: 'free_product', percent: null, cible: { categories: [DESSERT], produits: [] }, conditions: { minimum: 24_000 } });
    // 24.000 of makis without the dessert: the dessert is offered
    expect(priceWithPromotions(input({ automatic: [rule] })).lines.map((l) => l.discount)).toEqual([0, 6_000]);
    // 12.000 of makis: not yet, and the hint says how much is missing
    const short = priceWithPromotions(input({ lines: [line('a', 1, MAKI, 12_000), line('b', 2, DESSERT, 6_000)], automatic: [rule] }));
    expect(short.applied).toEqual([]);
    expect(short.hint).toBe('Plus que 6.000 TND pour « Offre »');
  });
});

describe('conditions', () => {
  const applied = (rule: ReturnType<typeof samplePromotion>, overrides: Partial<PricingInput> = {}) => {
    const priced = priceWithPromotions(input({ code: { ...rule, automatique: false }, ...overrides }));
    return priced.codeRefusal ?? 'ok';
  };

  it('dates from and to', () => {
    expect(applied(samplePromotion({ conditions: { debut: '2026-12-05T00:00:00Z' } }))).toBe('Cette offre commence le 05/12/2026');
    expect(applied(samplePromotion({ conditions: { fin: '2026-12-01T10:00:00Z' } }))).toBe(PROMOTION_MESSAGES.ended);
    expect(applied(samplePromotion({ conditions: { debut: '2026-11-01T00:00:00Z', fin: '2026-12-31T00:00:00Z' } }))).toBe('ok');
  });

  it('weekdays and hours on the restaurant clock, at the order time (the slot when scheduled)', () => {
    const tuesday = samplePromotion({ conditions: { jours: ['mardi'], heure_debut: '11:30', heure_fin: '14:00' } });
    expect(applied(tuesday)).toBe('ok');
    // 23:30 UTC on Monday is 00:30 on Tuesday in Tunis: the day is Tunis's, but the hour is outside
    expect(applied(tuesday, { at: new Date('2026-11-30T23:30:00Z') })).toBe('Offre valable de 11:30 à 14:00');
    expect(applied(tuesday, { at: new Date('2026-12-02T11:00:00Z') })).toBe('Offre valable le mardi');
    // an evening window crossing midnight
    const late = samplePromotion({ conditions: { heure_debut: '22:00', heure_fin: '02:00' } });
    expect(applied(late, { at: new Date('2026-12-01T23:30:00Z') })).toBe('ok');
    expect(applied(late)).toBe('Offre valable de 22:00 à 02:00');
  });

  it('minimum subtotal, order type, payment mode', () => {
    expect(applied(samplePromotion({ conditions: { minimum: 40_000 } }))).toBe('Offre valable dès 40.000 TND d’achat (plus que 10.000 TND)');
    expect(applied(samplePromotion({ conditions: { types_commande: ['A_emporter'] } }))).toBe('Offre réservée aux commandes : À emporter');
    expect(applied(samplePromotion({ conditions: { modes_paiement: ['konnect'] } }), { modePaiement: 'especes' })).toBe(
      'Offre réservée au paiement : Paiement en ligne',
    );
  });

  it('first order only and VIP level or above need a known customer', () => {
    const first = samplePromotion({ conditions: { premiere_commande: true } });
    expect(applied(first)).toBe('ok');
    expect(applied(first, { customer: { firstOrder: false, vipMinSpent: 0 } })).toBe(PROMOTION_MESSAGES.firstOrder);
    expect(applied(first, { customer: null })).toBe(PROMOTION_MESSAGES.signIn);
    const gold = samplePromotion({ conditions: { niveau_vip: { nom: 'Or', min_spent: 500_000 } } });
    expect(applied(gold)).toBe('Offre réservée aux clients du niveau Or ou plus');
    expect(applied(gold, { customer: { firstOrder: false, vipMinSpent: 1_000_000 } })).toBe('ok');
  });

  it('caps and budget counted by the server', () => {
    expect(applied(samplePromotion({ remaining: { uses: 0, customerUses: null, budget: null } }))).toBe(PROMOTION_MESSAGES.usesExhausted);
    expect(applied(samplePromotion({ remaining: { uses: 3, customerUses: 0, budget: null } }))).toBe(PROMOTION_MESSAGES.customerUsesExhausted);
    expect(applied(samplePromotion({ remaining: { uses: null, customerUses: null, budget: 0 } }))).toBe(PROMOTION_MESSAGES.budgetExhausted);
    // what is left of the budget caps the discount
    const priced = priceWithPromotions(input({ automatic: [samplePromotion({ percent: 50, remaining: { uses: null, customerUses: null, budget: 1_000 } })] }));
    expect(priced.itemsDiscount).toBe(1_000);
  });
});

describe('stacking', () => {
  const tenPercent = samplePromotion({ id: 1, nom: '-10 %', percent: 10 });
  const twoTnd = samplePromotion({ id: 2, nom: '-2 TND', kind: 'order_amount', percent: null, amount: 2_000 });
  const freeDelivery = samplePromotion({ id: 3, nom: 'Livraison offerte', kind: 'delivery', percent: 100 });

  it('applies one automatic offer, the best for the customer (ties: the oldest)', () => {
    const priced = priceWithPromotions(input({ automatic: [twoTnd, tenPercent, freeDelivery] }));
    expect(priced.applied.map((a) => a.nom)).toEqual(['Livraison offerte']);
    const tie = priceWithPromotions(input({ automatic: [{ ...twoTnd, id: 9, amount: 3_000 }, tenPercent] }));
    expect(tie.applied.map((a) => a.promotion_id)).toEqual([1]);
  });

  it('adds a cumulable code on top, on what the automatic offer left', () => {
    const code = samplePromotion({ id: 7, nom: 'BIENVENUE', automatique: false, cumulable: true, percent: 10 });
    const priced = priceWithPromotions(input({ automatic: [tenPercent], code }));
    expect(priced.applied.map((a) => [a.nom, a.amount])).toEqual([
      ['-10 %', 3_000],
      ['BIENVENUE', 2_700],
    ]);
    expect(priced.codeRefusal).toBeNull();
  });

  it('keeps the better of a code that does not stack and the automatic offer, and says why', () => {
    const small = samplePromotion({ id: 7, nom: 'PETIT', automatique: false, kind: 'order_amount', percent: null, amount: 1_000 });
    const refused = priceWithPromotions(input({ automatic: [tenPercent], code: small }));
    expect(refused.applied.map((a) => a.nom)).toEqual(['-10 %']);
    expect(refused.codeRefusal).toBe('Ce code ne se cumule pas avec l’offre « -10 % », plus avantageuse : elle reste appliquée');
    const big = { ...small, amount: 10_000 };
    const replaced = priceWithPromotions(input({ automatic: [tenPercent], code: big }));
    expect(replaced.applied.map((a) => a.nom)).toEqual(['PETIT']);
    expect(replaced.codeRefusal).toBeNull();
  });

  it('refuses a code that touches nothing in the cart', () => {
    const code = samplePromotion({ automatique: false, kind: 'items_percent', cible: { categories: [99], produits: [] } });
    expect(priceWithPromotions(input({ code })).codeRefusal).toBe(PROMOTION_MESSAGES.nothingToDiscount);
  });

  it('takes a loyalty voucher last, on the lines after the offers, never on the delivery fee', () => {
    const priced = priceWithPromotions(input({ automatic: [samplePromotion({ percent: 50 })], voucher: 20_000 }));
    expect(priced.itemsDiscount).toBe(15_000);
    expect(priced.voucherDiscount).toBe(15_000);
    expect(priced.total).toBe(5_000);
    expect(priced.saved).toBe(30_000);
    expect(priced.lines.every((l) => l.paid === 0)).toBe(true);
  });
});

describe('allocate', () => {
  it('splits in proportion, to the millime, never above a weight', () => {
    expect(allocate(1_000, [1, 1, 1])).toEqual([1, 1, 1]);
    expect(allocate(100, [1, 1, 1])).toEqual([1, 1, 1]);
    expect(allocate(10, [3, 3, 3])).toEqual([3, 3, 3]);
    expect(allocate(7, [3, 3, 3])).toEqual([3, 2, 2]);
    expect(allocate(5, [0, 10])).toEqual([0, 5]);
  });
});

describe("what was paid for an order's lines", () => {
  it("takes the offers' share and the voucher's, as the rule spread them, so all the lines give back the total", () => {
    const input: PricingInput = {
      lines: [
        { key: '0', product_id: 1, category_id: 1, quantity: 3, unit_price: 6_500 },
        { key: '1', product_id: 2, category_id: 2, quantity: 1, unit_price: 14_000 },
      ],
      typeCommande: 'A_emporter',
      zone: null,
      deliveryFee: 0,
      modePaiement: 'carte',
      at: new Date('2026-12-01T11:00:00Z'),
      customer: null,
      automatic: [samplePromotion({ kind: 'items_percent', percent: 20, cible: { categories: [1], produits: [] } })],
      code: null,
      voucher: 5_000,
    };
    const priced = priceWithPromotions(input);
    const stored = priced.lines.map((l) => ({ total_price: l.total, remise: l.discount }));
    const paid = paidOfOrderLines(stored, priced.voucherDiscount);
    expect(paid).toEqual(priced.lines.map((l) => l.paid));
    expect(paid.reduce((a, b) => a + b, 0)).toBe(priced.total);
    expect(paidForUnits({ paid: paid[0]!, quantity: 3 }, 3)).toBe(paid[0]);
    expect(paidForUnits({ paid: 15_600, quantity: 3 }, 1)).toBe(5_200);
  });
});
