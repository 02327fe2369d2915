/**
 * The checkout gates of customer-shop §5, in the order the spec lists them: the dialog shows the first
 * failing gate's message and keeps the order button disabled while any gate fails. The server checks
 * the same rules again (PlaceOrderInput, place-order); this is only what the customer sees first.
 */
import type { ZoneLivraison } from './catalog';
import { findZone } from './delivery';
import { MESSAGES } from './messages';
import type { TypeCommande } from './order-type';

export interface CheckoutGateInput {
  signedIn: boolean;
  needsOnboarding: boolean;
  itemCount: number;
  typeCommande: TypeCommande;
  zoneCode: string | null | undefined;
  zones: readonly ZoneLivraison[];
  adresse: string;
  ville: string;
  activePaymentModeCount: number;
}

/** Every failing gate's French message, in spec order; empty when the order may be sent. */
export function checkoutIssues(input: CheckoutGateInput): string[] {
  const issues: string[] = [];
  if (!input.signedIn) issues.push(MESSAGES.checkout.signInRequired);
  else if (input.needsOnboarding) issues.push(MESSAGES.checkout.profileIncomplete);
  if (input.itemCount === 0) issues.push(MESSAGES.checkout.cartEmpty);
  if (input.typeCommande === 'Livraison') {
    if (!findZone(input.zones, input.zoneCode)) issues.push(MESSAGES.checkout.zoneRequired);
    if (!input.adresse.trim() || !input.ville.trim()) issues.push(MESSAGES.checkout.addressIncomplete);
  }
  if (input.activePaymentModeCount === 0) issues.push(MESSAGES.checkout.noPaymentMode);
  return issues;
}
