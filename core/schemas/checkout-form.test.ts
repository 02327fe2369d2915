import { describe, expect, it } from 'vitest';
import { CASH_MESSAGES } from '../cash';
import { buildCartLine } from '../cart-line';
import { toPlaceOrderBody } from '../checkout-payload';
import { MAX_ADDRESS_LENGTH, MAX_INSTRUCTIONS_LENGTH } from '../limits';
import { MESSAGES } from '../messages';
import type { Millimes } from '../money';
import { issuesOf } from '../testing/issues';
import { checkoutForm, type CheckoutFormValues } from './checkout-form';
import { FIELD_MESSAGES } from './fields';
import { PlaceOrderInput } from './place-order';

const maki = { id: 3, nom_fr: 'Maki saumon', prix: 12_500, nombre_pieces: 6, comptabiliser_pieces: true };
const delivery = { items: [buildCartLine(maki, null, 2)], typeCommande: 'Livraison' as const, zoneSelectionnee: 'centre' };
const context = { cart: delivery, total: 28_000 as Millimes, voucherCode: '', promoCode: null };
const typed: CheckoutFormValues = {
  adresse: ' 12 rue de Marseille ',
  ville: 'Tunis',
  instructionsLivraison: '',
  instructionsSpeciales: 'Sans wasabi',
  modePaiement: 'especes',
  paieraAvec: '30',
  scheduledFor: null,
};

describe('checkoutForm', () => {
  it('builds the server’s input from the cart and the fields, with the codes, the slot and the cash note', () => {
    const body = checkoutForm({ ...context, voucherCode: ' SUSHI-MERC2345AB ', promoCode: 'BIENVENUE' }).parse({
      ...typed,
      scheduledFor: '2026-12-02T19:30:00.000+01:00',
    });
    // the cart and the fields as core/checkout-payload.ts turns them into the body (tested there), and the rest
    expect(body).toEqual({
      ...toPlaceOrderBody(delivery, typed),
      voucher_code: 'SUSHI-MERC2345AB',
      promo_code: 'BIENVENUE',
      scheduled_for: '2026-12-02T19:30:00.000+01:00',
      paiera_avec: 30_000,
    });
    expect(body.adresse_livraison).toBe('12 rue de Marseille');
    expect(PlaceOrderInput.safeParse(body).success).toBe(true);
  });

  it('sends no cash note with another mode, and none left blank', () => {
    expect(checkoutForm(context).parse({ ...typed, modePaiement: 'carte', paieraAvec: '5' })).not.toHaveProperty('paiera_avec');
    expect(checkoutForm(context).parse({ ...typed, paieraAvec: '  ' })).not.toHaveProperty('paiera_avec');
  });

  it('says in French what is wrong, field by field', () => {
    expect(issuesOf(checkoutForm(context), { ...typed, adresse: ' ', ville: '', paieraAvec: '20' })).toEqual({
      adresse: [MESSAGES.checkout.addressIncomplete],
      ville: [MESSAGES.checkout.addressIncomplete],
      paieraAvec: [CASH_MESSAGES.paieraAvecTooLow(28_000 as Millimes)],
    });
    expect(issuesOf(checkoutForm(context), { ...typed, paieraAvec: 'vingt' })).toEqual({ paieraAvec: [CASH_MESSAGES.paieraAvecInvalid] });
    expect(
      issuesOf(checkoutForm(context), {
        ...typed,
        adresse: 'a'.repeat(MAX_ADDRESS_LENGTH + 1),
        instructionsSpeciales: 'x'.repeat(MAX_INSTRUCTIONS_LENGTH + 1),
      }),
    ).toEqual({
      adresse: [FIELD_MESSAGES.tooLong(MAX_ADDRESS_LENGTH)],
      instructionsSpeciales: [FIELD_MESSAGES.tooLong(MAX_INSTRUCTIONS_LENGTH)],
    });
  });

  it('asks no address to take away', () => {
    const pickup = checkoutForm({ ...context, cart: { ...delivery, typeCommande: 'A_emporter' } });
    expect(pickup.parse({ ...typed, adresse: '', ville: '' })).toMatchObject({ adresse_livraison: null, ville_livraison: null, zone_livraison: null });
  });
});
