import { describe, expect, it } from 'vitest';
import {
  accompanimentPrice,
  buildCartLine,
  cartLineId,
  clampQuantity,
  extraPriceText,
  linePieces,
  lineTotal,
  toCartAccompaniment,
  toCartProduct,
  unitPriceOf,
  type CartProduct,
} from './cart-line';
import { sampleAccompagnement, sampleProduit } from './testing/builders';

const roll: CartProduct = { id: 7, nom_fr: 'Maki saumon', prix: 9000, nombre_pieces: 6, comptabiliser_pieces: true };

describe('cartLineId', () => {
  it("joins the product id and the side id, or 'no-acc'", () => {
    expect(cartLineId(7, 3)).toBe('7-3');
    expect(cartLineId(7, null)).toBe('7-no-acc');
    expect(cartLineId(7, undefined)).toBe('7-no-acc');
  });
});

describe('prices', () => {
  it('a gratuit accompaniment costs nothing', () => {
    expect(accompanimentPrice({ prix: 1500, gratuit: true })).toBe(0);
    expect(accompanimentPrice({ prix: 1500, gratuit: false })).toBe(1500);
  });

  it('what a side or an option adds reads Gratuit when free, never 0.000 TND', () => {
    expect(extraPriceText(0)).toBe('Gratuit');
    expect(extraPriceText(2_500)).toBe('+ 2.500 TND');
  });

  it('unit price is product price plus side price', () => {
    expect(unitPriceOf(roll, null)).toBe(9000);
    expect(unitPriceOf(roll, { prix: 1500 })).toBe(10500);
  });

  it('line total is unit price times quantity', () => {
    expect(lineTotal({ unitPrice: 10500, quantity: 3 })).toBe(31500);
  });
});

describe('conversions from catalogue rows', () => {
  it('keeps the fields a line needs', () => {
    const produit = sampleProduit({ id: 4, nom_fr: 'Sashimi', prix: 22000, nombre_pieces: 10, image_url: '/img/s.webp' });
    expect(toCartProduct(produit)).toEqual({
      id: 4,
      nom_fr: 'Sashimi',
      prix: 22000,
      nombre_pieces: 10,
      comptabiliser_pieces: true,
      image_url: '/img/s.webp',
    });
  });

  it('stores the effective side price', () => {
    expect(toCartAccompaniment(sampleAccompagnement({ id: 2, nom_fr: 'Wasabi', prix: 800, gratuit: true }))).toEqual({ id: 2, nom_fr: 'Wasabi', prix: 0 });
    expect(toCartAccompaniment(sampleAccompagnement({ id: 2, nom_fr: 'Wasabi', prix: 800 }))).toEqual({ id: 2, nom_fr: 'Wasabi', prix: 800 });
  });
});

describe('clampQuantity', () => {
  it.each([
    [1, 1],
    [99, 99],
    [100, 99],
    [1000, 99],
    [0, 0],
    [-3, 0],
    [2.7, 2],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('%s -> %s', (input, expected) => {
    expect(clampQuantity(input)).toBe(expected);
  });
});

describe('buildCartLine', () => {
  it('derives id and unit price', () => {
    expect(buildCartLine(roll, { id: 3, nom_fr: 'Sauce', prix: 500 }, 2)).toEqual({
      id: '7-3',
      product: roll,
      quantity: 2,
      accompaniment: { id: 3, nom_fr: 'Sauce', prix: 500 },
      unitPrice: 9500,
    });
  });

  it('caps the quantity at 99', () => {
    expect(buildCartLine(roll, null, 150).quantity).toBe(99);
  });
});

describe('linePieces', () => {
  it('counts quantity × pieces when the product counts pieces', () => {
    expect(linePieces({ quantity: 3, product: roll })).toBe(18);
  });

  it('counts the quantity when the product does not count pieces', () => {
    expect(linePieces({ quantity: 3, product: { ...roll, comptabiliser_pieces: false } })).toBe(3);
  });

  it('counts the quantity when the piece count is missing or zero', () => {
    expect(linePieces({ quantity: 3, product: { ...roll, nombre_pieces: null } })).toBe(3);
    expect(linePieces({ quantity: 3, product: { ...roll, nombre_pieces: 0 } })).toBe(3);
  });
});
