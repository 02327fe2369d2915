import { describe, expect, it } from 'vitest';
import { menuBadges, menuBadgeText, promotionTouches, stripOffers } from './promotion-badges';
import { promotionBadge, promotionHint, type PromotionRule } from './promotions';
import { samplePromotion as sample } from './testing/builders';

/** An offer as the shop receives it: with the badge the server wrote. */
const samplePromotion = (...args: Parameters<typeof sample>): PromotionRule & { badge: string } => {
  const rule = sample(...args);
  return { ...rule, badge: promotionBadge(rule) };
};

const MAKI = 10;
const DESSERT = 20;
// Tuesday 2026-12-01 at 12:00 in Tunis (UTC+1); the Wednesday after
const TUESDAY_NOON = new Date('2026-12-01T11:00:00Z');
const WEDNESDAY_NOON = new Date('2026-12-02T11:00:00Z');
const menu = {
  categories: [{ id: MAKI }, { id: DESSERT }],
  produits: [
    { id: 1, category_id: MAKI },
    { id: 2, category_id: MAKI },
    { id: 3, category_id: DESSERT },
  ],
};
const makisTuesday = samplePromotion({
  id: 7,
  nom: 'Makis du mardi',
  kind: 'items_percent',
  percent: 20,
  cible: { categories: [MAKI], produits: [] },
  conditions: { jours: ['mardi'] },
});

describe('the menu badges of the running offers', () => {
  it('puts an offer on a category on the category and each of its products', () => {
    const badges = menuBadges([makisTuesday], menu, TUESDAY_NOON);
    expect(badges.categories.get(MAKI)).toEqual([{ id: 7, text: '-20 %', nom: 'Makis du mardi' }]);
    expect([...badges.products.keys()]).toEqual([1, 2]);
    expect(badges.categories.has(DESSERT)).toBe(false);
  });

  it('says the days or the hours when the menu is read outside them', () => {
    expect(menuBadgeText(makisTuesday, WEDNESDAY_NOON)).toBe('-20 % · mardi');
    const lunch = samplePromotion({
      kind: 'items_percent',
      percent: 10,
      cible: { categories: [MAKI], produits: [] },
      conditions: { heure_debut: '15:00', heure_fin: '18:00' },
    });
    expect(menuBadgeText(lunch, TUESDAY_NOON)).toBe('-10 % · 15:00–18:00');
    expect(menuBadgeText(lunch, new Date('2026-12-01T15:00:00Z'))).toBe('-10 %');
  });

  it('badges a product named by a buy-X-get-Y on either side, and no product for an order-wide offer', () => {
    const second = samplePromotion({
      kind: 'buy_x_get_y',
      percent: 50,
      achete: 1,
      offre: 1,
      cible: { categories: [], produits: [1] },
      offert: { categories: [DESSERT], produits: [] },
    });
    expect(promotionTouches(second, { id: 1, category_id: MAKI })).toBe(true);
    expect(promotionTouches(second, { id: 3, category_id: DESSERT })).toBe(true);
    expect(promotionTouches(second, { id: 2, category_id: MAKI })).toBe(false);
    expect(menuBadges([second], menu, TUESDAY_NOON).products.get(1)?.[0]?.text).toBe('2e à -50 %');
    const wide = samplePromotion({ kind: 'order_percent', percent: 10 });
    expect(menuBadges([wide], menu, TUESDAY_NOON).products.size).toBe(0);
  });

  it('leaves out an offer past its end or before its start, and code offers', () => {
    const ended = { ...makisTuesday, conditions: { ...makisTuesday.conditions, fin: '2026-12-01T10:00:00Z' } };
    const later = { ...makisTuesday, conditions: { ...makisTuesday.conditions, debut: '2026-12-05T00:00:00Z' } };
    const code = { ...makisTuesday, automatique: false };
    expect(menuBadges([ended, later, code], menu, TUESDAY_NOON).products.size).toBe(0);
    expect(stripOffers([ended, later, code, makisTuesday], TUESDAY_NOON)).toEqual([makisTuesday]);
  });
});

describe('the hint of an offer the cart nearly reaches', () => {
  it('names free delivery, a gift by its offer, any other offer by its name', () => {
    expect(promotionHint({ kind: 'delivery', percent: 100, nom: 'Livraison offerte' }, 6_500)).toBe('Plus que 6.500 TND pour la livraison offerte');
    expect(promotionHint({ kind: 'free_product', percent: null, nom: 'Un dessert offert' }, 6_500)).toBe('Plus que 6.500 TND pour « Un dessert offert »');
    expect(promotionHint({ kind: 'order_percent', percent: 10, nom: '-10 % dès 50 TND' }, 500)).toBe(
      'Plus que 0.500 TND pour profiter de « -10 % dès 50 TND »',
    );
  });
});
