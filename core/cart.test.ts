import { describe, expect, it } from 'vitest';
import { cartReducer, cartStorageKey, computeCartTotals, formatBadgeCount, initialCartState, toSavedCart, type CartAction, type CartState } from './cart';
import { buildCartLine, type CartAccompaniment, type CartProduct } from './cart-line';
import { sampleZone } from './testing/builders';

const maki: CartProduct = { id: 1, nom_fr: 'Maki saumon', prix: 9000, nombre_pieces: 6, comptabiliser_pieces: true };
const soupe: CartProduct = { id: 2, nom_fr: 'Soupe miso', prix: 4500, nombre_pieces: null, comptabiliser_pieces: false };
const quinze: CartProduct = { id: 3, nom_fr: 'Plateau', prix: 15000, nombre_pieces: 12, comptabiliser_pieces: true };
const sauce: CartAccompaniment = { id: 9, nom_fr: 'Sauce épicée', prix: 1000 };
const zones = [
  sampleZone({ code: 'centre', frais_livraison: 5000, minimum_commande: 15000, minimum_gratuite: 50000 }),
  sampleZone({ id: 2, code: 'nord', frais_livraison: 8000, minimum_commande: 25000, minimum_gratuite: 60000 }),
];

const run = (actions: CartAction[], state: CartState = initialCartState(zones)) => actions.reduce(cartReducer, state);
const add = (product: CartProduct, accompaniment: CartAccompaniment | null = null): CartAction => ({ type: 'ADD_ITEM', product, accompaniment });

describe('initialCartState', () => {
  it('is an empty pickup cart in zone centre, orderable, before the first addition', () => {
    expect(initialCartState()).toEqual({
      items: [],
      totalItems: 0,
      totalPieces: 0,
      totalPrice: 0,
      typeCommande: 'A_emporter',
      zoneSelectionnee: 'centre',
      fraisLivraison: 0,
      totalAvecFrais: 0,
      peutCommander: true,
      zones: [],
      showZoneModal: false,
      isFirstAddition: true,
    });
  });
});

describe('ADD_LINES', () => {
  it('merges whole lines into the cart: quantities added (capped at 99), new lines appended, totals recomputed', () => {
    const before = run([add(maki, sauce), add(maki, sauce)]);
    const after = run([{ type: 'ADD_LINES', lines: [buildCartLine(maki, sauce, 98), buildCartLine(soupe, null, 3)] }], before);
    expect(after.items.map((l) => [l.id, l.quantity])).toEqual([
      ['1-9', 99],
      ['2-no-acc', 3],
    ]);
    expect(after.totalPrice).toBe(99 * 10000 + 3 * 4500);
  });

  it('opens no zone modal and ends the first addition; nothing to add changes nothing', () => {
    const empty = initialCartState(zones);
    const after = run([{ type: 'ADD_LINES', lines: [buildCartLine(soupe, null, 2)] }], empty);
    expect(after).toMatchObject({ showZoneModal: false, isFirstAddition: false, totalItems: 2 });
    expect(run([{ type: 'ADD_LINES', lines: [] }], empty)).toBe(empty);
  });
});

describe('ADD_ITEM', () => {
  it('adds a new line with quantity 1 and computes totals', () => {
    const state = run([add(maki)]);
    expect(state.items).toHaveLength(1);
    expect(state.items[0]).toMatchObject({ id: '1-no-acc', quantity: 1, unitPrice: 9000, accompaniment: null });
    expect(state).toMatchObject({ totalItems: 1, totalPieces: 6, totalPrice: 9000, totalAvecFrais: 9000 });
  });

  it('increments the same product and side by 1', () => {
    const state = run([add(maki, sauce), add(maki, sauce)]);
    expect(state.items).toHaveLength(1);
    expect(state.items[0]).toMatchObject({ id: '1-9', quantity: 2, unitPrice: 10000 });
    expect(state.totalPrice).toBe(20000);
  });

  it('keeps the same product with another or no side on separate lines', () => {
    const state = run([add(maki, sauce), add(maki), add(soupe)]);
    expect(state.items.map((line) => line.id)).toEqual(['1-9', '1-no-acc', '2-no-acc']);
    expect(state.totalItems).toBe(3);
    expect(state.totalPieces).toBe(6 + 6 + 1);
  });

  it('caps the quantity at 99', () => {
    const state = run([add(maki), { type: 'UPDATE_QUANTITY', lineId: '1-no-acc', quantity: 99 }, add(maki)]);
    expect(state.items[0]?.quantity).toBe(99);
  });

  it('opens the zone modal on the first addition to an empty cart, once', () => {
    const first = run([add(maki)]);
    expect(first.showZoneModal).toBe(true);
    expect(first.isFirstAddition).toBe(false);
    const afterHide = run([{ type: 'HIDE_ZONE_MODAL' }, add(soupe)], first);
    expect(afterHide.showZoneModal).toBe(false);
    const emptiedThenAdded = run([{ type: 'REMOVE_ITEM', lineId: '1-no-acc' }, { type: 'REMOVE_ITEM', lineId: '2-no-acc' }, add(maki)], afterHide);
    expect(emptiedThenAdded.showZoneModal).toBe(false);
  });

  it('opens it again after the cart was cleared', () => {
    const state = run([add(maki), { type: 'HIDE_ZONE_MODAL' }, { type: 'CLEAR_CART' }, add(maki)]);
    expect(state.showZoneModal).toBe(true);
  });
});

describe('REMOVE_ITEM and UPDATE_QUANTITY', () => {
  const two = run([add(maki), add(soupe), { type: 'HIDE_ZONE_MODAL' }]);

  it('removes a line', () => {
    const state = cartReducer(two, { type: 'REMOVE_ITEM', lineId: '1-no-acc' });
    expect(state.items.map((line) => line.id)).toEqual(['2-no-acc']);
    expect(state.totalPrice).toBe(4500);
  });

  it('ignores an unknown line', () => {
    expect(cartReducer(two, { type: 'REMOVE_ITEM', lineId: 'zzz' }).items).toHaveLength(2);
    expect(cartReducer(two, { type: 'UPDATE_QUANTITY', lineId: 'zzz', quantity: 5 }).items).toEqual(two.items);
  });

  it('sets a quantity and recomputes totals', () => {
    const state = cartReducer(two, { type: 'UPDATE_QUANTITY', lineId: '1-no-acc', quantity: 4 });
    expect(state.items[0]?.quantity).toBe(4);
    expect(state).toMatchObject({ totalItems: 5, totalPieces: 25, totalPrice: 40500 });
  });

  it('removes the line at 0 or less (decrementing from 1 removes)', () => {
    expect(cartReducer(two, { type: 'UPDATE_QUANTITY', lineId: '1-no-acc', quantity: 0 }).items).toHaveLength(1);
    expect(cartReducer(two, { type: 'UPDATE_QUANTITY', lineId: '1-no-acc', quantity: -2 }).items).toHaveLength(1);
  });

  it('caps at 99 and floors fractions; NaN changes nothing', () => {
    expect(cartReducer(two, { type: 'UPDATE_QUANTITY', lineId: '1-no-acc', quantity: 500 }).items[0]?.quantity).toBe(99);
    expect(cartReducer(two, { type: 'UPDATE_QUANTITY', lineId: '1-no-acc', quantity: 2.9 }).items[0]?.quantity).toBe(2);
    expect(cartReducer(two, { type: 'UPDATE_QUANTITY', lineId: '1-no-acc', quantity: Number.NaN })).toBe(two);
  });
});

describe('order type and zone', () => {
  const cart = run([add(maki), { type: 'SET_ORDER_TYPE', typeCommande: 'Livraison' }]);

  it('delivery below the zone minimum cannot be ordered but shows the fee', () => {
    expect(cart).toMatchObject({ zoneSelectionnee: 'centre', totalPrice: 9000, fraisLivraison: 5000, totalAvecFrais: 14000, peutCommander: false });
  });

  it('exactly at the minimum can be ordered, one millime below cannot', () => {
    const atMinimum = run([add(quinze), { type: 'SET_ORDER_TYPE', typeCommande: 'Livraison' }]);
    expect(atMinimum.totalPrice).toBe(15000);
    expect(atMinimum.peutCommander).toBe(true);
    const oneLess = run([add({ ...quinze, id: 4, prix: 14999 }), { type: 'SET_ORDER_TYPE', typeCommande: 'Livraison' }]);
    expect(oneLess.peutCommander).toBe(false);
    expect(cartReducer(atMinimum, { type: 'SET_ZONE', zone: 'nord' })).toMatchObject({ fraisLivraison: 8000, peutCommander: false });
  });

  it('delivery is free exactly at the threshold, not one millime below', () => {
    const at = run([add(quinze), add(quinze), add({ ...quinze, id: 5, prix: 20000 }), { type: 'SET_ORDER_TYPE', typeCommande: 'Livraison' }]);
    expect(at.totalPrice).toBe(50000);
    expect(at).toMatchObject({ fraisLivraison: 0, totalAvecFrais: 50000, peutCommander: true });
    const below = run([add(quinze), add(quinze), add({ ...quinze, id: 5, prix: 19999 }), { type: 'SET_ORDER_TYPE', typeCommande: 'Livraison' }]);
    expect(below).toMatchObject({ totalPrice: 49999, fraisLivraison: 5000, totalAvecFrais: 54999 });
  });

  it('an unknown zone blocks delivery', () => {
    const state = cartReducer(cart, { type: 'SET_ZONE', zone: 'sud' });
    expect(state.peutCommander).toBe(false);
    expect(state.fraisLivraison).toBe(0);
  });

  it('pickup drops the fee and always allows ordering', () => {
    const state = cartReducer(cart, { type: 'SET_ORDER_TYPE', typeCommande: 'A_emporter' });
    expect(state).toMatchObject({ fraisLivraison: 0, totalAvecFrais: 9000, peutCommander: true });
  });

  it('setting zones recomputes with the new rules', () => {
    const state = cartReducer(cart, { type: 'SET_ZONES', zones: [sampleZone({ code: 'centre', minimum_commande: 5000, frais_livraison: 2000 })] });
    expect(state).toMatchObject({ peutCommander: true, fraisLivraison: 2000 });
    expect(cartReducer(cart, { type: 'SET_ZONES', zones: [] }).peutCommander).toBe(false);
  });

  it('an empty delivery cart has no fee', () => {
    const state = cartReducer(cart, { type: 'REMOVE_ITEM', lineId: '1-no-acc' });
    expect(state).toMatchObject({ fraisLivraison: 0, totalAvecFrais: 0, peutCommander: false });
  });
});

describe('zone modal', () => {
  it('shows and hides', () => {
    const shown = cartReducer(initialCartState(), { type: 'SHOW_ZONE_MODAL' });
    expect(shown.showZoneModal).toBe(true);
    expect(cartReducer(shown, { type: 'HIDE_ZONE_MODAL' }).showZoneModal).toBe(false);
  });
});

describe('CLEAR_CART', () => {
  it('resets to pickup, zone centre, empty, orderable, keeping the zone list', () => {
    const busy = run([add(maki), { type: 'SET_ORDER_TYPE', typeCommande: 'Livraison' }, { type: 'SET_ZONE', zone: 'nord' }]);
    expect(cartReducer(busy, { type: 'CLEAR_CART' })).toEqual(initialCartState(zones));
  });
});

describe('LOAD_CART and toSavedCart', () => {
  it('round-trips the choices and recomputes totals', () => {
    const busy = run([add(maki, sauce), add(soupe), { type: 'SET_ORDER_TYPE', typeCommande: 'Livraison' }, { type: 'SET_ZONE', zone: 'nord' }]);
    const loaded = cartReducer(initialCartState(zones), { type: 'LOAD_CART', saved: toSavedCart(busy) });
    expect(loaded).toEqual({ ...busy, showZoneModal: false });
    expect(toSavedCart(busy)).toEqual({ items: busy.items, typeCommande: 'Livraison', zoneSelectionnee: 'nord' });
  });

  it('re-derives ids and unit prices, caps quantities and falls back to zone centre', () => {
    const line = { id: 'forged', product: maki, quantity: 150, accompaniment: sauce, unitPrice: 1 };
    const loaded = cartReducer(initialCartState(zones), { type: 'LOAD_CART', saved: { items: [line], typeCommande: 'A_emporter', zoneSelectionnee: '' } });
    expect(loaded.items[0]).toMatchObject({ id: '1-9', quantity: 99, unitPrice: 10000 });
    expect(loaded.zoneSelectionnee).toBe('centre');
    expect(loaded.isFirstAddition).toBe(false);
  });

  it('keeps the first-addition flag when the saved cart is empty', () => {
    const loaded = cartReducer(initialCartState(), { type: 'LOAD_CART', saved: { items: [], typeCommande: 'A_emporter', zoneSelectionnee: 'centre' } });
    expect(loaded.isFirstAddition).toBe(true);
  });
});

describe('computeCartTotals', () => {
  it('sums quantities, pieces and prices', () => {
    const items = run([add(maki), add(maki), add(soupe)]).items;
    expect(computeCartTotals({ items, typeCommande: 'A_emporter', zoneSelectionnee: 'centre', zones })).toEqual({
      totalItems: 3,
      totalPieces: 13,
      totalPrice: 22500,
      fraisLivraison: 0,
      totalAvecFrais: 22500,
      peutCommander: true,
    });
  });
});

describe('formatBadgeCount', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [1234, '99+'],
    [-1, '0'],
  ])('%s -> %s', (count, expected) => {
    expect(formatBadgeCount(count)).toBe(expected);
  });
});

describe('cartStorageKey', () => {
  it('is named after the shop', () => {
    expect(cartStorageKey('sushi-house')).toBe('sushi-house-cart');
    expect(cartStorageKey('Sushi Époque & Co')).toBe('sushi-epoque-co-cart');
    expect(cartStorageKey('  ')).toBe('shop-cart');
  });
});
