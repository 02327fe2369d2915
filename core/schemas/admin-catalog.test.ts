import { describe, expect, it } from 'vitest';
import { MENU_HOURS_MESSAGES } from '../menu-hours';
import { issuesOf } from '../testing/issues';
import { AccompanimentInput, AccompanimentLinksInput, CATALOG_ADMIN_MESSAGES, ProductInput, ProductListQuery, RuptureInput } from './admin-catalog';
import { CategoryInput } from './category';

describe('ProductInput', () => {
  it('parses a product with defaults', () => {
    expect(ProductInput.parse({ category_id: 2, nom_fr: ' Maki saumon ', prix: 12500, allergenes: ['poissons', 'poissons', 'poisson_cru'] })).toEqual({
      category_id: 2,
      nom_fr: 'Maki saumon',
      description_fr: null,
      prix: 12500,
      image_url: null,
      nombre_pieces: null,
      comptabiliser_pieces: false,
      kcal: null,
      afficher_kcal: false,
      allergenes: ['poissons', 'poisson_cru'],
      actif: true,
      visible_dans_shop: true,
      ordre_affichage: 0,
      services_disponibles: [],
      jours_disponibles: [],
    });
  });
  it('takes services and weekdays (menus by time of day): ordered, deduplicated, every one ticked = none', () => {
    const base = { category_id: 2, nom_fr: 'Bento', prix: 1000 };
    expect(ProductInput.parse({ ...base, services_disponibles: ['midi', 'midi'], jours_disponibles: ['dimanche', 'samedi'] })).toMatchObject({
      services_disponibles: ['midi'],
      jours_disponibles: ['samedi', 'dimanche'],
    });
    expect(ProductInput.parse({ ...base, services_disponibles: ['soir', 'midi'] }).services_disponibles).toEqual([]);
    expect(issuesOf(ProductInput, { ...base, services_disponibles: ['brunch'], jours_disponibles: ['monday'] })).toEqual({
      'services_disponibles.0': [MENU_HOURS_MESSAGES.invalidService],
      'jours_disponibles.0': [MENU_HOURS_MESSAGES.invalidDay],
    });
    expect(issuesOf(CategoryInput, { nom_fr: 'Dîner', code_interne: 'diner', services_disponibles: 'soir' })).toEqual({
      services_disponibles: [MENU_HOURS_MESSAGES.invalidService],
    });
  });
  it('names each wrong field in French', () => {
    expect(issuesOf(ProductInput, { nom_fr: '', prix: -1, nombre_pieces: 0, kcal: 1.5, allergenes: ['noix'] })).toEqual({
      category_id: [CATALOG_ADMIN_MESSAGES.categoryRequired],
      nom_fr: [CATALOG_ADMIN_MESSAGES.productNameRequired],
      prix: [CATALOG_ADMIN_MESSAGES.invalidPrice],
      nombre_pieces: [CATALOG_ADMIN_MESSAGES.invalidPieces],
      kcal: [CATALOG_ADMIN_MESSAGES.invalidKcal],
      'allergenes.0': [CATALOG_ADMIN_MESSAGES.invalidAllergen],
    });
    expect(issuesOf(ProductInput, { category_id: 1, nom_fr: 'x', prix: 1.5 })).toEqual({ prix: [CATALOG_ADMIN_MESSAGES.invalidPrice] });
  });
});

describe('AccompanimentInput: gratuit ⇔ prix 0', () => {
  it('a free accompaniment costs 0.000 TND', () => {
    expect(AccompanimentInput.parse({ nom_fr: 'Wasabi', prix: 2000, gratuit: true })).toMatchObject({ prix: 0, gratuit: true });
  });
  it('a price of 0 is free, a price is not', () => {
    expect(AccompanimentInput.parse({ nom_fr: 'Gingembre', prix: 0 })).toMatchObject({ prix: 0, gratuit: true });
    expect(AccompanimentInput.parse({ nom_fr: 'Riz', prix: 3500 })).toMatchObject({ prix: 3500, gratuit: false });
  });
  it('requires a name', () => {
    expect(issuesOf(AccompanimentInput, { nom_fr: ' ' })).toEqual({ nom_fr: [CATALOG_ADMIN_MESSAGES.accompanimentNameRequired] });
  });
});

describe('other admin catalogue contracts', () => {
  it('dedupes linked accompaniments', () => {
    expect(AccompanimentLinksInput.parse({ accompagnement_ids: [3, 1, 3] })).toEqual({ accompagnement_ids: [3, 1] });
    expect(AccompanimentLinksInput.parse({ accompagnement_ids: [] })).toEqual({ accompagnement_ids: [] });
  });
  it('reads the list filters from text', () => {
    expect(ProductListQuery.parse({ category_id: '4', actif: 'false', visible: '', q: ' maki ', page: '2' })).toEqual({
      category_id: 4,
      actif: false,
      visible: undefined,
      q: 'maki',
      page: 2,
    });
    expect(ProductListQuery.parse({})).toMatchObject({ page: 1 });
  });
  it('takes a sold-out switch with its duration', () => {
    expect(RuptureInput.parse({ rupture: false })).toEqual({ rupture: false });
    expect(RuptureInput.parse({ rupture: true, duree: 'jusqu_a', jusqu_a: '2026-12-01T10:00:00+01:00' })).toMatchObject({ duree: 'jusqu_a' });
    expect(issuesOf(RuptureInput, { rupture: true, duree: 'demain' })).toEqual({ duree: [CATALOG_ADMIN_MESSAGES.invalidDuration] });
  });
});
