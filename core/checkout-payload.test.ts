import { describe, expect, it } from 'vitest';
import { buildCartLine } from './cart-line';
import { toPlaceOrderBody, type CheckoutFields } from './checkout-payload';
import { PlaceOrderInput } from './schemas/place-order';

const maki = { id: 3, nom_fr: 'Maki saumon', prix: 12_500, nombre_pieces: 6, comptabiliser_pieces: true };
const sauce = { id: 7, nom_fr: 'Sauce épicée', prix: 1_000 };
const form: CheckoutFields = {
  adresse: ' 12 rue de Marseille ',
  ville: 'Tunis',
  instructionsLivraison: '  ',
  instructionsSpeciales: 'Sans wasabi',
  modePaiement: 'especes',
};

describe('toPlaceOrderBody', () => {
  it('sends choices only, never a price, and passes the shared schema', () => {
    const cart = { items: [buildCartLine(maki, sauce, 2), buildCartLine(maki, null, 1)], typeCommande: 'Livraison' as const, zoneSelectionnee: 'centre' };
    const body = toPlaceOrderBody(cart, form);
    expect(body).toEqual({
      type_commande: 'Livraison',
      zone_livraison: 'centre',
      adresse_livraison: '12 rue de Marseille',
      ville_livraison: 'Tunis',
      instructions_livraison: null,
      instructions_speciales: 'Sans wasabi',
      mode_paiement: 'especes',
      items: [
        { product_id: 3, quantity: 2, accompaniment_id: 7 },
        { product_id: 3, quantity: 1, accompaniment_id: null },
      ],
    });
    expect(JSON.stringify(body)).not.toMatch(/prix|price|total/);
    expect(PlaceOrderInput.safeParse(body).success).toBe(true);
  });

  it('drops the address and zone for pickup', () => {
    const body = toPlaceOrderBody({ items: [buildCartLine(maki, null, 1)], typeCommande: 'A_emporter', zoneSelectionnee: 'centre' }, form);
    expect(body).toMatchObject({ zone_livraison: null, adresse_livraison: null, ville_livraison: null, instructions_livraison: null });
  });
});
