import { describe, expect, it } from 'vitest';
import { CheckPromoCodeInput, PROMOTION_FORM_MESSAGES as M, PromotionForm, PromotionInput } from './promotions';

function issues(input: unknown): Record<string, string> {
  const result = PromotionInput.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('PromotionInput', () => {
  it('takes a percentage off Makis on Tuesdays, with defaults for the rest', () => {
    const parsed = PromotionInput.parse({
      nom: '-20 % sur les Makis le mardi',
      kind: 'items_percent',
      percent: 20,
      cible: { categories: [3] },
      conditions: { jours: ['mardi'] },
    });
    expect(parsed).toMatchObject({
      automatique: true,
      code: null,
      cumulable: false,
      cible: { categories: [3], produits: [] },
      conditions: { jours: ['mardi'], minimum: null },
    });
  });

  it('upper-cases the public code and drops it from automatic offers', () => {
    expect(PromotionInput.parse({ nom: 'Bienvenue', kind: 'order_percent', percent: 10, automatique: false, code: ' bienvenue ' }).code).toBe('BIENVENUE');
    expect(PromotionInput.parse({ nom: 'Auto', kind: 'order_percent', percent: 10, code: 'X12' }).code).toBeNull();
  });

  it('refuses, in French, what each kind needs and is missing', () => {
    expect(issues({ nom: '', kind: 'order_percent' })).toMatchObject({ nom: M.nom, percent: M.percent });
    expect(issues({ nom: 'A', kind: 'items_amount', amount: 1000 })).toEqual({ cible: M.target });
    expect(issues({ nom: 'A', kind: 'delivery', percent: 100, amount: 1000 })).toEqual({ percent: M.percentOrAmount });
    expect(issues({ nom: 'A', kind: 'buy_x_get_y', cible: { produits: [1] } })).toEqual({ achete: M.quantities });
    expect(issues({ nom: 'A', kind: 'free_product', cible: { produits: [1] } })).toEqual({ 'conditions.minimum': M.minimumRequired });
    expect(issues({ nom: 'A', kind: 'order_percent', percent: 10, automatique: false })).toEqual({ code: M.codeRequired });
    expect(issues({ nom: 'A', kind: 'order_percent', percent: 10, automatique: false, code: 'é!' })).toEqual({ code: M.code });
    expect(issues({ nom: 'A', kind: 'order_percent', percent: 101 })).toEqual({ percent: M.percent });
    expect(issues({ nom: 'A', kind: 'order_percent', percent: 10, conditions: { debut: '2026-12-02T00:00:00Z', fin: '2026-12-01T00:00:00Z' } })).toEqual({
      'conditions.fin': M.dates,
    });
    expect(issues({ nom: 'A', kind: 'order_percent', percent: 10, conditions: { heure_debut: '11:00' } })).toEqual({ 'conditions.heure_fin': M.hours });
  });
});

describe('CheckPromoCodeInput', () => {
  it('normalises the code and reads the cart like the checkout', () => {
    const parsed = CheckPromoCodeInput.parse({ code: 'ramadan 25', type_commande: 'A_emporter', items: [{ product_id: 1, quantity: 2 }] });
    expect(parsed).toMatchObject({ code: 'RAMADAN25', mode_paiement: 'konnect', items: [{ product_id: 1, quantity: 2, accompaniment_id: null, options: [] }] });
  });
});

describe('PromotionForm', () => {
  const blank = {
    nom: 'Livraison offerte le week-end',
    description: '',
    kind: 'delivery' as const,
    percent: '100',
    amount: '',
    categories: [],
    produits: [],
    achete: '',
    offre: '',
    repeter: true,
    offert_autres: false,
    offert_categories: [],
    offert_produits: [],
    zones: [],
    debut: '2026-12-05',
    fin: '2026-12-06',
    jours: [],
    heure_debut: '',
    heure_fin: '',
    minimum: '40',
    types_commande: [],
    modes_paiement: [],
    premiere_commande: false,
    niveau_vip_id: '',
    acces: 'auto' as const,
    code: '',
    cumulable: false,
    max_utilisations: '',
    max_par_client: '',
    budget: '500,5',
    brouillon: false,
  };

  it('reads TND amounts, days on the restaurant clock (end day included) and the way the offer is reached', () => {
    expect(PromotionForm.parse(blank)).toMatchObject({
      percent: 100,
      amount: null,
      budget: 500_500,
      automatique: true,
      code: null,
      conditions: { minimum: 40_000, debut: '2026-12-05T00:00:00+01:00', fin: '2026-12-06T23:00:00.000Z' },
    });
    expect(PromotionForm.parse({ ...blank, acces: 'code', code: 'weekend' })).toMatchObject({ automatique: false, code: 'WEEKEND' });
  });

  it('gives buy X get Y other products, delivery zones and a VIP level', () => {
    const bogo = { ...blank, kind: 'buy_x_get_y' as const, percent: '100', achete: '2', offre: '1', categories: [3] };
    expect(PromotionForm.parse({ ...bogo, offert_produits: ['7'] }).offert).toBeNull();
    expect(PromotionForm.parse({ ...bogo, offert_autres: true, offert_produits: ['7'] }).offert).toEqual({ categories: [], produits: [7] });
    expect(PromotionForm.safeParse({ ...bogo, offert_autres: true }).error?.issues.map((i) => i.message)).toEqual([M.target]);
    expect(PromotionForm.parse({ ...blank, zones: ['nord', 'lac'] }).zones).toEqual(['nord', 'lac']);
    expect(PromotionForm.parse({ ...blank, kind: 'order_percent', percent: '10', zones: ['nord'] }).zones).toEqual([]);
    expect(PromotionForm.parse({ ...blank, niveau_vip_id: '4' }).conditions.niveau_vip_id).toBe(4);
    expect(PromotionForm.parse(blank).conditions.niveau_vip_id).toBeNull();
  });

  it('gives the same French refusals as the server', () => {
    const messages = (values: object) => PromotionForm.safeParse({ ...blank, ...values }).error?.issues.map((i) => i.message);
    expect(messages({ minimum: 'abc' })).toEqual([M.amount]);
    expect(messages({ acces: 'code', code: ' ' })).toEqual([M.codeRequired]);
    expect(messages({ percent: '100', amount: '3' })).toEqual([M.percentOrAmount]);
  });
});
