import { describe, expect, it } from 'vitest';
import { buildCartLine, toCartAccompaniment, toCartProduct, type CartLine } from './cart-line';
import { RECONCILE_MESSAGES, reconcileCart, resolveOrderLine, type CatalogRows } from './cart-reconcile';
import { sampleAccompagnement, sampleProduit } from './testing/builders';

const maki = sampleProduit({ id: 1, nom_fr: 'Maki saumon', prix: 9000, nombre_pieces: 6, a_des_accompagnements: true });
const soupe = sampleProduit({ id: 2, nom_fr: 'Soupe miso', prix: 4500, nombre_pieces: null, comptabiliser_pieces: false });
const sauce = sampleAccompagnement({ id: 9, nom_fr: 'Sauce épicée', prix: 1000 });
const wasabi = sampleAccompagnement({ id: 10, nom_fr: 'Wasabi', prix: 500, gratuit: true });
const catalog: CatalogRows = {
  produits: [maki, soupe],
  accompagnements: [sauce, wasabi],
  produits_accompagnements: [
    { produit_id: 1, accompagnement_id: 9 },
    { produit_id: 1, accompagnement_id: 10 },
  ],
};

const line = (productId: number, accompanimentId: number | null, quantity = 1): CartLine => {
  const resolved = resolveOrderLine(productId, accompanimentId, catalog);
  if (!resolved.ok) throw new Error('fixture');
  return buildCartLine(resolved.product, resolved.accompaniment, quantity);
};

describe('resolveOrderLine', () => {
  it('prices a product alone and with a side', () => {
    expect(resolveOrderLine(2, null, catalog)).toMatchObject({ ok: true, unitPrice: 4500, accompaniment: null });
    expect(resolveOrderLine(1, 9, catalog)).toMatchObject({ ok: true, unitPrice: 10000, accompaniment: { id: 9, prix: 1000 } });
  });

  it('charges nothing for a gratuit side', () => {
    expect(resolveOrderLine(1, 10, catalog)).toMatchObject({ ok: true, unitPrice: 9000, accompaniment: { id: 10, prix: 0 } });
  });

  it('refuses missing, inactive or hidden products', () => {
    expect(resolveOrderLine(99, null, catalog)).toEqual({ ok: false, reason: 'product_unavailable' });
    const off = { ...catalog, produits: [{ ...soupe, actif: false }] };
    expect(resolveOrderLine(2, null, off)).toEqual({ ok: false, reason: 'product_unavailable' });
    const hidden = { ...catalog, produits: [{ ...soupe, visible_dans_shop: false }] };
    expect(resolveOrderLine(2, null, hidden)).toEqual({ ok: false, reason: 'product_unavailable' });
  });

  it('refuses missing, inactive or unlinked sides', () => {
    expect(resolveOrderLine(1, 77, catalog)).toEqual({ ok: false, reason: 'accompaniment_unavailable' });
    const off = { ...catalog, accompagnements: [{ ...sauce, actif: false }] };
    expect(resolveOrderLine(1, 9, off)).toEqual({ ok: false, reason: 'accompaniment_unavailable' });
    expect(resolveOrderLine(2, 9, catalog)).toEqual({ ok: false, reason: 'accompaniment_unavailable' });
  });

  it('skips the link check when links are not given', () => {
    expect(resolveOrderLine(2, 9, { produits: catalog.produits, accompagnements: catalog.accompagnements })).toMatchObject({ ok: true, unitPrice: 5500 });
  });
});

describe('reconcileCart', () => {
  it('keeps an up-to-date cart unchanged', () => {
    const items = [line(1, 9, 2), line(2, null, 1)];
    expect(reconcileCart(items, catalog)).toEqual({ items, changed: [] });
  });

  it('drops a vanished product with a French note', () => {
    const result = reconcileCart([line(1, null), line(2, null)], { ...catalog, produits: [maki] });
    expect(result.items.map((l) => l.id)).toEqual(['1-no-acc']);
    expect(result.changed).toEqual(["« Soupe miso » n'est plus disponible et a été retiré du panier"]);
  });

  it('drops a line whose side was deactivated', () => {
    const result = reconcileCart([line(1, 9)], { ...catalog, accompagnements: [{ ...sauce, actif: false }, wasabi] });
    expect(result.items).toEqual([]);
    expect(result.changed).toEqual(["L'accompagnement « Sauce épicée » n'est plus disponible : « Maki saumon » a été retiré du panier"]);
  });

  it('refreshes prices and names and says so', () => {
    const cheaper = { ...catalog, produits: [{ ...maki, prix: 8000, nom_fr: 'Maki au saumon' }, soupe] };
    const result = reconcileCart([line(1, 9, 3)], cheaper);
    expect(result.items[0]).toMatchObject({ id: '1-9', quantity: 3, unitPrice: 9000, product: { nom_fr: 'Maki au saumon', prix: 8000 } });
    expect(result.changed).toEqual(['Le prix de « Maki au saumon + Sauce épicée » est passé de 10.000 TND à 9.000 TND']);
  });

  it('refreshes silently when only the name or piece count changes', () => {
    const renamed = { ...catalog, produits: [maki, { ...soupe, nom_fr: 'Miso', nombre_pieces: 1 }] };
    const result = reconcileCart([line(2, null)], renamed);
    expect(result.items[0]?.product.nom_fr).toBe('Miso');
    expect(result.changed).toEqual([]);
  });

  it('drops lines with a quantity below 1 and caps above 99', () => {
    const zero = { ...line(2, null), quantity: 0 };
    const many = { ...line(1, null), quantity: 120 };
    expect(reconcileCart([zero, many], catalog).items.map((l) => [l.id, l.quantity])).toEqual([['1-no-acc', 99]]);
  });

  it('messages are French', () => {
    expect(RECONCILE_MESSAGES.productRemoved('X')).toBe("« X » n'est plus disponible et a été retiré du panier");
  });
});

describe('reconcileCart and sold out', () => {
  it('drops a sold-out dish or accompaniment with a message naming it; an expired mark keeps it', () => {
    const produit = sampleProduit({ id: 1, nom_fr: 'Dragon roll' });
    const side = sampleAccompagnement({ id: 2, nom_fr: 'Edamame' });
    const line = buildCartLine(toCartProduct(produit), toCartAccompaniment(side), 1);
    const soldOutProduct = { produits: [{ ...produit, rupture: true }], accompagnements: [side] };
    expect(reconcileCart([line], soldOutProduct)).toEqual({ items: [], changed: ['« Dragon roll » est épuisé pour le moment et a été retiré du panier'] });
    const soldOutSide = { produits: [produit], accompagnements: [{ ...side, rupture: true }] };
    expect(reconcileCart([line], soldOutSide).changed).toEqual([
      "L'accompagnement « Edamame » est épuisé pour le moment : « Dragon roll » a été retiré du panier",
    ]);
    const expired = { produits: [{ ...produit, rupture: true, rupture_jusqu_a: '2020-01-01T00:00:00Z' }], accompagnements: [side] };
    expect(reconcileCart([line], expired).items).toHaveLength(1);
  });
});
