/**
 * The checkout interrupted for sign-in (customer-shop §2 Checkout, §4 Unauthenticated checkout):
 * session flags that the sign-in flow reads to come back and reopen the checkout.
 */
import { paths } from '../../../config/paths';

export const RESUME_CHECKOUT_KEY = 'resume_checkout';
export const INTENDED_ROUTE_KEY = 'intended_route';

/** Remembers that the visitor wanted to check out; after sign-in they go through onboarding first. */
export function saveCheckoutIntent(): void {
  try {
    sessionStorage.setItem(RESUME_CHECKOUT_KEY, '1');
    sessionStorage.setItem(INTENDED_ROUTE_KEY, paths.onboarding.getHref());
  } catch {
    // Storage disabled: sign-in still works, the checkout just is not reopened by itself.
  }
}

/** A checkout was interrupted for sign-in and should reopen once the customer is back. */
export function hasCheckoutIntent(): boolean {
  try {
    return sessionStorage.getItem(RESUME_CHECKOUT_KEY) === '1';
  } catch {
    return false;
  }
}

/** The checkout was reopened: do not reopen it again on the next page. */
export function clearCheckoutIntent(): void {
  try {
    sessionStorage.removeItem(RESUME_CHECKOUT_KEY);
  } catch {
    // Storage disabled: nothing was stored.
  }
}
