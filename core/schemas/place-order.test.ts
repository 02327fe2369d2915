import { describe, expect, it } from 'vitest';
import { PlaceOrderInput } from './place-order';
import { issuesOf } from '../testing/issues';

const pickup = { type_commande: 'A_emporter', mode_paiement: 'especes', items: [{ product_id: 1, quantity: 2, accompaniment_id: null }] };
const delivery = {
  ...pickup,
  type_commande: 'Livraison',
  zone_livraison: 'centre',
  adresse_livraison: '12 Rue de Marseille',
  ville_livraison: 'Tunis',
  instructions_livraison: '2e étage',
};

describe('PlaceOrderInput', () => {
  it('parses a pickup order, normalising optional fields', () => {
    expect(PlaceOrderInput.parse(pickup)).toEqual({
      type_commande: 'A_emporter',
      zone_livraison: null,
      adresse_livraison: null,
      ville_livraison: null,
      instructions_livraison: null,
      instructions_speciales: null,
      mode_paiement: 'especes',
      voucher_code: null,
      promo_code: null,
      paiera_avec: null,
      scheduled_for: null,
      items: [{ product_id: 1, quantity: 2, accompaniment_id: null, options: [] }],
    });
  });

  it('carries a voucher code, trimmed', () => {
    expect(PlaceOrderInput.parse({ ...pickup, voucher_code: ' SUSHI-ABCDEFGHJK ' }).voucher_code).toBe('SUSHI-ABCDEFGHJK');
    expect(PlaceOrderInput.parse({ ...pickup, voucher_code: '' }).voucher_code).toBeNull();
  });

  it('parses a delivery order', () => {
    expect(PlaceOrderInput.parse({ ...delivery, instructions_speciales: ' sans wasabi ' })).toMatchObject({
      zone_livraison: 'centre',
      adresse_livraison: '12 Rue de Marseille',
      ville_livraison: 'Tunis',
      instructions_livraison: '2e étage',
      instructions_speciales: 'sans wasabi',
    });
  });

  it('drops the delivery fields of a non-delivery order', () => {
    const parsed = PlaceOrderInput.parse({ ...delivery, type_commande: 'Sur_place' });
    expect(parsed).toMatchObject({ zone_livraison: null, adresse_livraison: null, ville_livraison: null, instructions_livraison: null });
  });

  it('never carries prices: unknown keys are stripped', () => {
    const parsed = PlaceOrderInput.parse({ ...pickup, total_ttc: 1, frais_livraison: 0, items: [{ product_id: 1, quantity: 1, unit_price: 1 }] });
    expect(parsed).not.toHaveProperty('total_ttc');
    expect(parsed).not.toHaveProperty('frais_livraison');
    expect(parsed.items[0]).toEqual({ product_id: 1, quantity: 1, accompaniment_id: null, options: [] });
  });

  it('lower-cases the payment mode and maps unknown or missing ones to konnect', () => {
    expect(PlaceOrderInput.parse({ ...pickup, mode_paiement: 'CARTE' }).mode_paiement).toBe('carte');
    expect(PlaceOrderInput.parse({ ...pickup, mode_paiement: 'bitcoin' }).mode_paiement).toBe('konnect');
    expect(PlaceOrderInput.parse({ ...pickup, mode_paiement: undefined }).mode_paiement).toBe('konnect');
    expect(issuesOf(PlaceOrderInput, { ...pickup, mode_paiement: 3 })).toEqual({ mode_paiement: ['Mode de paiement invalide'] });
  });

  it("refuses an empty or missing cart with 'Votre panier est vide'", () => {
    expect(issuesOf(PlaceOrderInput, { ...pickup, items: [] })).toEqual({ items: ['Votre panier est vide'] });
    expect(issuesOf(PlaceOrderInput, { ...pickup, items: undefined })).toEqual({ items: ['Votre panier est vide'] });
  });

  it('caps the number of lines', () => {
    const items = Array.from({ length: 101 }, (_, i) => ({ product_id: i + 1, quantity: 1, accompaniment_id: null }));
    expect(issuesOf(PlaceOrderInput, { ...pickup, items })).toEqual({ items: ['Votre panier ne peut pas contenir plus de 100 articles différents'] });
    expect(issuesOf(PlaceOrderInput, { ...pickup, items: items.slice(0, 100) })).toEqual({});
  });

  it('needs a zone for delivery', () => {
    expect(issuesOf(PlaceOrderInput, { ...delivery, zone_livraison: undefined })).toEqual({
      zone_livraison: ['Veuillez sélectionner une zone de livraison'],
    });
    expect(issuesOf(PlaceOrderInput, { ...delivery, zone_livraison: '  ' })).toEqual({
      zone_livraison: ['Veuillez sélectionner une zone de livraison'],
    });
  });

  it('needs adresse and ville for delivery', () => {
    const message = ['Veuillez saisir une adresse de livraison complète'];
    expect(issuesOf(PlaceOrderInput, { ...delivery, adresse_livraison: '' })).toEqual({ adresse_livraison: message });
    expect(issuesOf(PlaceOrderInput, { ...delivery, ville_livraison: null })).toEqual({ ville_livraison: message });
    expect(issuesOf(PlaceOrderInput, { ...delivery, adresse_livraison: ' ', ville_livraison: ' ' })).toEqual({ adresse_livraison: message });
  });

  it('reports both delivery problems at once', () => {
    expect(issuesOf(PlaceOrderInput, { ...pickup, type_commande: 'Livraison' })).toEqual({
      zone_livraison: ['Veuillez sélectionner une zone de livraison'],
      adresse_livraison: ['Veuillez saisir une adresse de livraison complète'],
    });
  });

  it('refuses unknown order types', () => {
    expect(issuesOf(PlaceOrderInput, { ...pickup, type_commande: 'Drone' })).toEqual({ type_commande: ['Type de commande invalide'] });
    expect(issuesOf(PlaceOrderInput, { ...pickup, type_commande: undefined })).toEqual({ type_commande: ['Type de commande invalide'] });
  });

  it('checks each line: product id, quantity 1..99, side id', () => {
    const line = (over: object) => ({ ...pickup, items: [{ product_id: 1, quantity: 1, accompaniment_id: null, ...over }] });
    expect(PlaceOrderInput.parse(line({ quantity: 99 })).items[0]?.quantity).toBe(99);
    expect(PlaceOrderInput.parse(line({ accompaniment_id: 4 })).items[0]?.accompaniment_id).toBe(4);
    expect(PlaceOrderInput.parse(line({ accompaniment_id: undefined })).items[0]?.accompaniment_id).toBeNull();
    const quantity = ['La quantité doit être comprise entre 1 et 99'];
    expect(issuesOf(PlaceOrderInput, line({ quantity: 100 }))).toEqual({ 'items.0.quantity': quantity });
    expect(issuesOf(PlaceOrderInput, line({ quantity: 0 }))).toEqual({ 'items.0.quantity': quantity });
    expect(issuesOf(PlaceOrderInput, line({ quantity: 1.5 }))).toEqual({ 'items.0.quantity': quantity });
    expect(issuesOf(PlaceOrderInput, line({ product_id: 'x' }))).toEqual({ 'items.0.product_id': ['Produit invalide'] });
    expect(issuesOf(PlaceOrderInput, line({ accompaniment_id: -2 }))).toEqual({ 'items.0.accompaniment_id': ['Accompagnement invalide'] });
  });

  it('takes the chosen option ids of a line: once each, ascending; bounded; absent or null is none', () => {
    const line = (over: object) => ({ ...pickup, items: [{ product_id: 1, quantity: 1, ...over }] });
    expect(PlaceOrderInput.parse(line({ options: [12, 3, 12] })).items[0]?.options).toEqual([3, 12]);
    expect(PlaceOrderInput.parse(line({ options: null })).items[0]?.options).toEqual([]);
    expect(PlaceOrderInput.parse(line({})).items[0]?.options).toEqual([]);
    expect(issuesOf(PlaceOrderInput, line({ options: ['x'] }))).toEqual({ 'items.0.options.0': ['Option invalide'] });
    expect(issuesOf(PlaceOrderInput, line({ options: 'x' }))).toEqual({ 'items.0.options': ['Option invalide'] });
    expect(issuesOf(PlaceOrderInput, line({ options: Array.from({ length: 31 }, (_, i) => i + 1) }))).toEqual({
      'items.0.options': ['Un article ne peut pas avoir plus de 30 options'],
    });
  });

  it('bounds the texts', () => {
    expect(issuesOf(PlaceOrderInput, { ...pickup, instructions_speciales: 'x'.repeat(501) })).toEqual({
      instructions_speciales: ['Ce champ ne doit pas dépasser 500 caractères'],
    });
  });
});
