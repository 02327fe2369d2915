import { describe, expect, it } from 'vitest';
import { CART_LOAD_ERROR, parseSavedCart } from './cart-storage';
import type { SavedCart } from './cart';

const saved: SavedCart = {
  items: [
    {
      id: '1-no-acc',
      product: { id: 1, nom_fr: 'California Roll', prix: 12500, nombre_pieces: 8, comptabiliser_pieces: true, image_url: null },
      quantity: 2,
      accompaniment: null,
      unitPrice: 12500,
    },
    {
      id: '2-5',
      product: { id: 2, nom_fr: 'Poke', prix: 18000, nombre_pieces: null, comptabiliser_pieces: false },
      quantity: 1,
      accompaniment: { id: 5, nom_fr: 'Riz', prix: 2000 },
      unitPrice: 20000,
    },
  ],
  typeCommande: 'Livraison',
  zoneSelectionnee: 'nord',
};

describe('parseSavedCart', () => {
  it('reads back what was stored, from text or value', () => {
    expect(parseSavedCart(JSON.stringify(saved))).toEqual(saved);
    expect(parseSavedCart(saved)).toEqual(saved);
  });

  it('strips unknown keys such as stale totals', () => {
    expect(parseSavedCart({ ...saved, totalPrice: 1, zones: [] })).toEqual(saved);
  });

  it.each([
    ['nothing', null],
    ['undefined', undefined],
    ['broken JSON', '{"items": ['],
    ['a number', 42],
    ['an unknown order type', { ...saved, typeCommande: 'Drone' }],
    ['a quantity above 99', { ...saved, items: [{ ...saved.items[0], quantity: 100 }] }],
    ['a zero quantity', { ...saved, items: [{ ...saved.items[0], quantity: 0 }] }],
    ['a fractional price', { ...saved, items: [{ ...saved.items[0], unitPrice: 1.5 }] }],
    ['a missing product', { ...saved, items: [{ ...saved.items[0], product: undefined }] }],
  ])('gives null for %s', (_label, stored) => {
    expect(parseSavedCart(stored)).toBeNull();
  });

  it('has the spec message for the log', () => {
    expect(CART_LOAD_ERROR).toBe('Erreur lors du chargement du panier');
  });
});
