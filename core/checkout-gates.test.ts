import { describe, expect, it } from 'vitest';
import { checkoutIssues, type CheckoutGateInput } from './checkout-gates';
import { MESSAGES } from './messages';
import { sampleZone } from './testing/builders';

const ready: CheckoutGateInput = {
  signedIn: true,
  needsOnboarding: false,
  itemCount: 2,
  typeCommande: 'Livraison',
  zoneCode: 'centre',
  zones: [sampleZone({ code: 'centre' })],
  adresse: '12 rue de Marseille',
  ville: 'Tunis',
  activePaymentModeCount: 2,
};

describe('checkoutIssues', () => {
  it('lets a complete delivery order through', () => {
    expect(checkoutIssues(ready)).toEqual([]);
  });

  it('asks to sign in first, and only then for the profile', () => {
    expect(checkoutIssues({ ...ready, signedIn: false, needsOnboarding: true })).toEqual([MESSAGES.checkout.signInRequired]);
    expect(checkoutIssues({ ...ready, needsOnboarding: true })).toEqual([MESSAGES.checkout.profileIncomplete]);
  });

  it('refuses an empty cart', () => {
    expect(checkoutIssues({ ...ready, itemCount: 0 })).toEqual([MESSAGES.checkout.cartEmpty]);
  });

  it('needs a known zone and a full address for delivery', () => {
    expect(checkoutIssues({ ...ready, zoneCode: 'inconnue' })).toEqual([MESSAGES.checkout.zoneRequired]);
    expect(checkoutIssues({ ...ready, adresse: '  ' })).toEqual([MESSAGES.checkout.addressIncomplete]);
    expect(checkoutIssues({ ...ready, ville: '' })).toEqual([MESSAGES.checkout.addressIncomplete]);
  });

  it('ignores zone and address for pickup', () => {
    expect(checkoutIssues({ ...ready, typeCommande: 'A_emporter', zoneCode: null, adresse: '', ville: '' })).toEqual([]);
  });

  it('needs at least one active payment mode', () => {
    expect(checkoutIssues({ ...ready, activePaymentModeCount: 0 })).toEqual([MESSAGES.checkout.noPaymentMode]);
  });

  it('lists every failing gate in spec order', () => {
    expect(checkoutIssues({ ...ready, signedIn: false, itemCount: 0, adresse: '', activePaymentModeCount: 0 })).toEqual([
      MESSAGES.checkout.signInRequired,
      MESSAGES.checkout.cartEmpty,
      MESSAGES.checkout.addressIncomplete,
      MESSAGES.checkout.noPaymentMode,
    ]);
  });
});
