import { describe, expect, it } from 'vitest';
import { cartLineId, buildCartLine } from './cart-line';
import { cartReducer, initialCartState } from './cart';
import { reconcileCart } from './cart-reconcile';
import { toPlaceOrderBody } from './checkout-payload';
import { errorMessage } from './errors/index';
import {
  OPTION_MESSAGES,
  checkSelection,
  choiceBounds,
  formatChoices,
  groupsOfProduct,
  hasOptionGroups,
  normalizeOptionIds,
  optionPrice,
  selectionPrice,
  toggleOption,
} from './product-options';
import { sampleGroupeOptions, sampleOption, sampleProduit } from './testing/builders';

const sauce = sampleGroupeOptions({
  id: 1,
  produit_id: 7,
  nom_fr: 'Sauce',
  options: [
    sampleOption({ id: 11, groupe_id: 1, nom_fr: 'Soja sucrée', prix: 0, gratuit: true }),
    sampleOption({ id: 12, groupe_id: 1, nom_fr: 'Spicy mayo', prix: 1500, gratuit: false }),
    sampleOption({ id: 13, groupe_id: 1, nom_fr: 'Teriyaki', prix: 1000, gratuit: false, rupture: true }),
  ],
});
const extras = sampleGroupeOptions({
  id: 2,
  produit_id: 7,
  nom_fr: 'Suppléments',
  obligatoire: false,
  min_choix: 0,
  max_choix: 2,
  ordre_affichage: 2,
  options: [
    sampleOption({ id: 21, groupe_id: 2, nom_fr: 'Avocat', prix: 2000, gratuit: false }),
    sampleOption({ id: 22, groupe_id: 2, nom_fr: 'Cheddar', prix: 1500, gratuit: false }),
    sampleOption({ id: 23, groupe_id: 2, nom_fr: 'Sésame', prix: 800, gratuit: true }),
  ],
});
const groups = [extras, sauce];

const check = (optionIds: number[], allowSoldOut?: Set<number>) =>
  checkSelection({ productName: 'Maki saumon', groups: groupsOfProduct(groups, 7), optionIds, allowSoldOut });

describe('choiceBounds', () => {
  it('a required group asks for at least one, or min_choix when higher, never more than max', () => {
    expect(choiceBounds({ obligatoire: true, min_choix: 0, max_choix: 1 })).toEqual({ min: 1, max: 1 });
    expect(choiceBounds({ obligatoire: true, min_choix: 2, max_choix: 3 })).toEqual({ min: 2, max: 3 });
    expect(choiceBounds({ obligatoire: true, min_choix: 5, max_choix: 3 })).toEqual({ min: 3, max: 3 });
  });
  it('an optional group asks for none', () => {
    expect(choiceBounds({ obligatoire: false, min_choix: 2, max_choix: 3 })).toEqual({ min: 0, max: 3 });
  });
  it('says the rule beside the group name', () => {
    expect(OPTION_MESSAGES.rule(sauce)).toBe('1 au choix');
    expect(OPTION_MESSAGES.rule(extras)).toBe('jusqu’à 2');
    expect(OPTION_MESSAGES.rule({ obligatoire: true, min_choix: 1, max_choix: 3 })).toBe('1 à 3');
    expect(OPTION_MESSAGES.rule({ obligatoire: false, min_choix: 0, max_choix: 1 })).toBe('1 au plus');
  });
});

describe('checkSelection', () => {
  it('prices a valid selection and snapshots it in the groups’ order', () => {
    const result = check([22, 12, 21]);
    expect(result).toEqual({
      ok: true,
      price: 5000,
      choices: [
        { groupe_id: 1, groupe: 'Sauce', option_id: 12, option: 'Spicy mayo', prix: 1500 },
        { groupe_id: 2, groupe: 'Suppléments', option_id: 21, option: 'Avocat', prix: 2000 },
        { groupe_id: 2, groupe: 'Suppléments', option_id: 22, option: 'Cheddar', prix: 1500 },
      ],
    });
  });

  it('a free option costs nothing whatever its prix says', () => {
    expect(optionPrice({ prix: 800, gratuit: true })).toBe(0);
    const result = check([11, 23]);
    expect(result.ok && result.price).toBe(0);
  });

  it('refuses a missing required choice in French', () => {
    const result = check([21]);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('OPTION_MISSING');
      expect(result.error.message).toBe('« Sauce » : choisissez une option pour Maki saumon');
    }
  });

  it('refuses too few when the minimum is above one', () => {
    const result = checkSelection({ productName: 'Plateau', groups: [{ ...extras, obligatoire: true, min_choix: 2 }], optionIds: [21] });
    expect(!result.ok && result.error.message).toBe('« Suppléments » : choisissez au moins 2 options pour Plateau');
  });

  it('refuses too many in French', () => {
    expect(!check([11, 12]).ok && (check([11, 12]) as { error: Error }).error.message).toBe('« Sauce » : une seule option possible pour Maki saumon');
    const many = check([11, 21, 22, 23]);
    expect(!many.ok && many.error.code).toBe('OPTION_TOO_MANY');
    expect(!many.ok && many.error.message).toBe('« Suppléments » : 2 options au maximum pour Maki saumon');
  });

  it('refuses an option of another product or unknown', () => {
    const result = check([11, 99]);
    expect(!result.ok && result.error.code).toBe('OPTION_UNKNOWN');
    expect(!result.ok && result.error.message).toBe('Une option choisie n’est plus proposée pour Maki saumon. Veuillez la choisir à nouveau.');
  });

  it('refuses a sold-out option, unless already on the order being corrected', () => {
    const result = check([13]);
    expect(!result.ok && result.error.message).toBe('L’option « Teriyaki » de Maki saumon est épuisée pour le moment. Choisissez-en une autre.');
    expect(check([13], new Set([13])).ok).toBe(true);
  });

  it('a product without groups takes no option', () => {
    expect(checkSelection({ productName: 'Thé', groups: [], optionIds: [] })).toEqual({ ok: true, choices: [], price: 0 });
    expect(checkSelection({ productName: 'Thé', groups: [], optionIds: [11] }).ok).toBe(false);
  });

  it('the catalogue message matches the one thrown', () => {
    expect(errorMessage('OPTION_TOO_MANY', { group: 'Sauce', product: 'Maki', max: 3 })).toBe('« Sauce » : 3 options au maximum pour Maki');
  });
});

describe('helpers', () => {
  it('orders the groups of one product, ignores the others', () => {
    expect(groupsOfProduct([...groups, sampleGroupeOptions({ id: 9, produit_id: 8 })], 7).map((g) => g.id)).toEqual([1, 2]);
    expect(hasOptionGroups(groups, 7)).toBe(true);
    expect(hasOptionGroups(groups, 8)).toBe(false);
    expect(hasOptionGroups(undefined, 7)).toBe(false);
  });
  it('normalizes ids: once each, ascending', () => {
    expect(normalizeOptionIds([12, 3, 12])).toEqual([3, 12]);
    expect(normalizeOptionIds(null)).toEqual([]);
  });
  it('formats the choices grouped', () => {
    const result = check([12, 21, 22]);
    expect(result.ok && formatChoices(result.choices)).toBe('Sauce : Spicy mayo · Suppléments : Avocat, Cheddar');
    expect(formatChoices([])).toBe('');
    expect(selectionPrice([{ prix: 500 }, { prix: 250 }])).toBe(750);
  });
});

describe('cart lines with options', () => {
  const product = { id: 7, nom_fr: 'Maki saumon', prix: 9000, nombre_pieces: 6, comptabiliser_pieces: true };
  const chosen = (ids: number[]) => {
    const result = check(ids);
    if (!result.ok) throw result.error;
    return result.choices;
  };

  it('the line id includes the choices, whatever their order; without options it is unchanged', () => {
    expect(cartLineId(7, null, [21, 12])).toBe('7-no-acc-o12.21');
    expect(cartLineId(7, 3, [12])).toBe('7-3-o12');
    expect(cartLineId(7, 3)).toBe('7-3');
  });

  it('the unit price adds the options', () => {
    const line = buildCartLine(product, null, 2, chosen([12, 21]));
    expect(line.unitPrice).toBe(12500);
    expect(line.options?.map((o) => o.option)).toEqual(['Spicy mayo', 'Avocat']);
  });

  it('the same choices increment the line, other choices make another line', () => {
    let state = initialCartState();
    state = cartReducer(state, { type: 'ADD_ITEM', product, options: chosen([12]) });
    state = cartReducer(state, { type: 'ADD_ITEM', product, options: chosen([12]) });
    state = cartReducer(state, { type: 'ADD_ITEM', product, options: chosen([11]) });
    expect(state.items.map((l) => [l.id, l.quantity])).toEqual([
      ['7-no-acc-o12', 2],
      ['7-no-acc-o11', 1],
    ]);
    expect(state.totalPrice).toBe(2 * 10500 + 9000);
  });

  it('the checkout payload sends the option ids, never prices', () => {
    const state = cartReducer(initialCartState(), { type: 'ADD_ITEM', product, options: chosen([12, 21]) });
    const body = toPlaceOrderBody(state, {
      adresse: '',
      ville: '',
      instructionsLivraison: '',
      instructionsSpeciales: '',
      modePaiement: 'especes',
    } as Parameters<typeof toPlaceOrderBody>[1]);
    expect(body.items).toEqual([{ product_id: 7, quantity: 1, accompaniment_id: null, options: [12, 21] }]);
  });

  it('a saved cart is repriced against today’s options, and dropped when its choices no longer hold', () => {
    const produits = [sampleProduit({ id: 7, nom_fr: 'Maki saumon', prix: 9000, nombre_pieces: 6 })];
    const saved = [buildCartLine(product, null, 1, chosen([12])), buildCartLine(product, null, 1)];
    const dearer = [{ ...sauce, options: sauce.options.map((o) => (o.id === 12 ? { ...o, prix: 2000 } : o)) }, extras];
    const { items, changed } = reconcileCart(saved, { produits, accompagnements: [], groupes_options: dearer });
    expect(items.map((l) => [l.id, l.unitPrice])).toEqual([['7-no-acc-o12', 11000]]);
    expect(changed).toEqual([
      'Le prix de « Maki saumon » est passé de 10.500 TND à 11.000 TND',
      "Les options de « Maki saumon » ont changé : l'article a été retiré du panier",
    ]);
  });
});

describe('toggleOption', () => {
  const options = [sampleOption({ id: 11 }), sampleOption({ id: 12 }), sampleOption({ id: 13 })];
  const single = sampleGroupeOptions({ options });
  const several = sampleGroupeOptions({ max_choix: 3, options });

  it('in a group of one at most, choosing another replaces the one chosen, and leaves the other groups’ choices', () => {
    expect(toggleOption([99, 11], single, 12)).toEqual([99, 12]);
  });

  it('in a group of several, adds up; a chosen option is unticked', () => {
    expect(toggleOption([11], several, 12)).toEqual([11, 12]);
    expect(toggleOption([11, 12], several, 11)).toEqual([12]);
    expect(toggleOption([11], single, 11)).toEqual([]);
  });
});
