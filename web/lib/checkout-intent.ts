/**
 * A checkout interrupted for sign-in or for the profile form (customer-shop §2 Checkout, §4
 * Unauthenticated checkout, §9 resume_checkout): the session flags the checkout flow writes before
 * leaving and reads to reopen itself once the customer is back. Read by the cart drawer too, which
 * mounts itself at once when a checkout waits to be resumed.
 */
import { paths } from '../config/paths';
import { readStored, removeStored, STORAGE_KEYS, writeStored } from './auth-storage';

/** Where the customer goes first: to sign in (then onboarding), or to complete the profile (then home). */
export type CheckoutDetour = 'sign-in' | 'profile';

/** Remembers that the checkout must reopen, and where the sign-in or onboarding flow goes afterwards. */
export function saveCheckoutIntent(detour: CheckoutDetour): void {
  writeStored(STORAGE_KEYS.resumeCheckout, '1');
  if (detour === 'sign-in') writeStored(STORAGE_KEYS.intendedRoute, paths.onboarding.getHref());
  else writeStored(STORAGE_KEYS.redirectAfterOnboarding, paths.home.getHref());
}

/** A checkout was interrupted and should reopen once the customer is back. */
export function hasCheckoutIntent(): boolean {
  return readStored(STORAGE_KEYS.resumeCheckout) === '1';
}

/** The checkout was reopened: do not reopen it again on the next page. */
export function clearCheckoutIntent(): void {
  removeStored(STORAGE_KEYS.resumeCheckout);
}
