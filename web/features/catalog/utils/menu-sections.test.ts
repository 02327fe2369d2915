import { describe, expect, it } from 'vitest';
import type { Categorie, Produit } from '@core/catalog';
import { buildMenuSections } from './menu-sections';

const category = (id: number, extra: Partial<Categorie> = {}): Categorie => ({
  id,
  code_interne: `c${id}`,
  nom_fr: `Catégorie ${id}`,
  description_fr: null,
  actif: true,
  ordre_affichage: id,
  ...extra,
});
const product = (id: number, category_id: number, extra: Partial<Produit> = {}) =>
  ({ id, category_id, nom_fr: `Produit ${id}`, actif: true, visible_dans_shop: true, ordre_affichage: id, ...extra }) as Produit;

const catalog = {
  categories: [category(1), category(2, { services_disponibles: ['soir'] }), category(3), category(4)],
  produits: [product(10, 1), product(11, 1, { services_disponibles: ['midi'] }), product(20, 2), product(30, 3, { jours_disponibles: ['samedi', 'dimanche'] })],
};
const names = (at: string) => buildMenuSections(catalog, new Date(at)).map((s) => `${s.categorie.id}:${s.produits.map((p) => p.id).join(',')}`);

describe('buildMenuSections at a moment (menus by time of day, Africa/Tunis)', () => {
  it('shows lunch dishes until 16:59 and the dinner category from 17:00', () => {
    // Monday 23 November 2026; category 3's only dish is for the weekend, category 4 is empty anyway.
    expect(names('2026-11-23T16:59:00+01:00')).toEqual(['1:10,11', '4:']);
    expect(names('2026-11-23T17:00:00+01:00')).toEqual(['1:10', '2:20', '4:']);
  });

  it('shows a weekend dish on Saturday only', () => {
    expect(names('2026-11-28T12:00:00+01:00')).toEqual(['1:10,11', '3:30', '4:']);
  });
});

describe('the option groups a card names', () => {
  it('are the names of each listed product’s groups, in display order; a product without groups has none', () => {
    const group = (id: number, produit_id: number, nom_fr: string, ordre_affichage: number) => ({
      id,
      produit_id,
      nom_fr,
      obligatoire: false,
      min_choix: 0,
      max_choix: 1,
      ordre_affichage,
      options: [],
    });
    const withGroups = { ...catalog, groupes_options: [group(1, 10, 'Suppléments', 2), group(2, 10, 'Sauce', 1), group(3, 99, 'Ailleurs', 1)] };
    const [first] = buildMenuSections(withGroups, new Date('2026-11-25T19:00:00Z'));
    expect(first!.options).toEqual({ 10: ['Sauce', 'Suppléments'] });
  });
});
