import { describe, expect, it } from 'vitest';
import type { CatalogRows } from './cart-reconcile';
import { REORDER_MESSAGES, reorderLines, type ReorderSourceLine } from './reorder';
import { sampleAccompagnement, sampleProduit } from './testing/builders';

const maki = sampleProduit({ id: 1, nom_fr: 'Maki saumon', prix: 9000, a_des_accompagnements: true });
const soupe = sampleProduit({ id: 2, nom_fr: 'Soupe miso', prix: 4500 });
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

/** A past order's line, priced as it was then (the prices are not read). */
const ordered = (
  product: { id: number | null; nom_fr: string },
  quantity: number,
  side: { id: number | null; nom_fr: string } | null = null,
): ReorderSourceLine & { unit_price: number } => ({
  product_id: product.id,
  product_name: product.nom_fr,
  quantity,
  accompaniment_id: side?.id ?? null,
  accompaniment_name: side?.nom_fr ?? null,
  unit_price: 1,
});

describe('reorderLines', () => {
  it('gives the same lines (product, quantity, accompaniment) at today’s prices', () => {
    const { lines, unavailable } = reorderLines([ordered(maki, 2, sauce), ordered(soupe, 1), ordered(maki, 1, wasabi)], catalog);
    expect(unavailable).toEqual([]);
    expect(lines.map(({ line }) => [line.id, line.quantity, line.unitPrice])).toEqual([
      ['1-9', 2, 10000],
      ['2-no-acc', 1, 4500],
      ['1-10', 1, 9000],
    ]);
  });

  it('prices from the catalogue, never the order', () => {
    const dearer = { ...catalog, produits: [{ ...maki, prix: 9900 }, soupe] };
    expect(reorderLines([ordered(maki, 3, sauce)], dearer).lines[0]!.line).toMatchObject({ unitPrice: 10900, quantity: 3 });
  });

  it('names and leaves out a dish archived, inactive, hidden or sold out; keeps the rest', () => {
    const archived = { ...catalog, produits: [maki] };
    const result = reorderLines([ordered(maki, 1), ordered(soupe, 2)], archived);
    expect(result.lines.map(({ line }) => line.id)).toEqual(['1-no-acc']);
    expect(result.unavailable).toEqual([{ name: 'Soupe miso', reason: 'product_unavailable', source: expect.objectContaining({ product_id: 2 }) }]);
    for (const change of [{ actif: false }, { visible_dans_shop: false }, { rupture: true, rupture_jusqu_a: null }]) {
      const changed = { ...catalog, produits: [maki, { ...soupe, ...change }] };
      expect(reorderLines([ordered(soupe, 1)], changed).unavailable.map((u) => u.name)).toEqual(['Soupe miso']);
    }
  });

  it('names a deleted product (no id left) by the name the order kept', () => {
    expect(reorderLines([ordered({ id: null, nom_fr: 'Temaki thon' }, 1)], catalog)).toMatchObject({
      lines: [],
      unavailable: [{ name: 'Temaki thon', reason: 'product_unavailable' }],
    });
  });

  it('names an accompaniment no longer available with its dish, and leaves the line out', () => {
    const soldOut = { ...catalog, accompagnements: [{ ...sauce, rupture: true, rupture_jusqu_a: '2999-01-01T00:00:00Z' }, wasabi] };
    expect(reorderLines([ordered(maki, 1, sauce), ordered(soupe, 1)], soldOut)).toMatchObject({
      lines: [{ line: { id: '2-no-acc' } }],
      unavailable: [{ name: 'Sauce épicée (accompagnement de Maki saumon)', reason: 'accompaniment_sold_out' }],
    });
    const unlinked = { ...catalog, produits_accompagnements: [{ produit_id: 1, accompagnement_id: 10 }] };
    expect(reorderLines([ordered(maki, 1, sauce)], unlinked).unavailable[0]).toMatchObject({ reason: 'accompaniment_unavailable' });
    // deleted since: its id is gone (set null), its name stayed on the line
    expect(reorderLines([ordered(maki, 1, { id: null, nom_fr: 'Gingembre' })], catalog)).toMatchObject({
      lines: [],
      unavailable: [{ name: 'Gingembre (accompagnement de Maki saumon)', reason: 'accompaniment_unavailable' }],
    });
  });

  it('a sold-out mark that has run out no longer counts', () => {
    const expired = { ...catalog, produits: [maki, { ...soupe, rupture: true, rupture_jusqu_a: '2000-01-01T00:00:00Z' }] };
    expect(reorderLines([ordered(soupe, 1)], expired).lines).toHaveLength(1);
  });

  it('merges lines the order repeats, caps quantities at 99, skips empty ones and names each missing dish once', () => {
    const { lines, unavailable } = reorderLines(
      [ordered(soupe, 60), ordered(soupe, 60), ordered(maki, 0), ordered({ id: 7, nom_fr: 'Gyoza' }, 1), ordered({ id: 7, nom_fr: 'Gyoza' }, 2)],
      catalog,
    );
    expect(lines.map(({ line }) => [line.id, line.quantity])).toEqual([['2-no-acc', 99]]);
    expect(unavailable.map((u) => u.name)).toEqual(['Gyoza']);
  });

  it('passes each line’s own data through untouched as its source', () => {
    const withNote = { ...ordered(maki, 1, sauce), note: 'sans wasabi' };
    const [reordered] = reorderLines([withNote], catalog).lines;
    expect(reordered!.source).toBe(withNote);
  });

  describe('options (choix)', () => {
    const option = (id: number, nom_fr: string, prix: number, rupture = false) => ({
      id,
      groupe_id: 50,
      nom_fr,
      prix,
      gratuit: false,
      rupture,
      ordre_affichage: id,
    });
    const sauceGroup = (options: ReturnType<typeof option>[]) => ({
      id: 50,
      produit_id: 2,
      nom_fr: 'Sauce',
      obligatoire: true,
      min_choix: 1,
      max_choix: 1,
      ordre_affichage: 0,
      options,
    });
    const withGroups = (options: ReturnType<typeof option>[]) => ({ ...catalog, groupes_options: [sauceGroup(options)] });

    it('orders the same options again at today’s prices', () => {
      const { lines, unavailable } = reorderLines(
        [{ ...ordered(soupe, 2), choix: [{ option_id: 61 }] }],
        withGroups([option(60, 'Douce', 0), option(61, 'Piquante', 700)]),
      );
      expect(unavailable).toEqual([]);
      expect(lines[0]!.line.id).toBe('2-no-acc-o61');
      expect(lines[0]!.line.options?.map((o) => [o.option, o.prix])).toEqual([['Piquante', 700]]);
      expect(lines[0]!.line.unitPrice).toBe(4500 + 700);
    });

    it('leaves out and names a line whose option is sold out or gone, or whose dish now asks for a choice', () => {
      const soldOut = reorderLines(
        [{ ...ordered(soupe, 1), choix: [{ option_id: 61 }] }],
        withGroups([option(60, 'Douce', 0), option(61, 'Piquante', 700, true)]),
      );
      expect(soldOut.lines).toEqual([]);
      expect(soldOut.unavailable.map((u) => [u.name, u.reason])).toEqual([['Soupe miso', 'options_unavailable']]);
      const gone = reorderLines([{ ...ordered(soupe, 1), choix: [{ option_id: 99 }] }], withGroups([option(60, 'Douce', 0)]));
      expect(gone.unavailable.map((u) => u.reason)).toEqual(['options_unavailable']);
      const newGroup = reorderLines([ordered(soupe, 1)], withGroups([option(60, 'Douce', 0)]));
      expect(newGroup.unavailable.map((u) => u.name)).toEqual(['Soupe miso']);
    });
  });
});

describe('REORDER_MESSAGES', () => {
  it('says in French what was left out and what was added', () => {
    expect(REORDER_MESSAGES.unavailable(['Maki saumon', 'Soupe miso'])).toBe('Plus disponible : Maki saumon, Soupe miso');
    expect(REORDER_MESSAGES.added(1)).toBe('1 article ajouté au panier, aux prix du jour');
    expect(REORDER_MESSAGES.added(3)).toBe('3 articles ajoutés au panier, aux prix du jour');
  });
});
