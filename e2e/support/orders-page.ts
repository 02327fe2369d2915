/**
 * Helpers for the ordering journeys: a fixture page signed in as a real user (e2e/support/shop.ts), an always-open restaurant, a cart written
 * to storage, and the checkout dialog's locators.
 */
import type { Locator, Page } from 'playwright-core';
import type { PublicCatalog } from '../../core/catalog';
import { openAllDay } from '../../server/test/orders';
import { DESKTOP, type PageOptions, type Shop, type SignInOptions, type SignedInUser, type WatchedPage } from './shop';
import { cartFixtures, openDrawer, orderButton, savedLine, type SavedCartText } from './cart-page';

export type SignedInPage = WatchedPage & { who: SignedInUser & { customerId: number | null } };

/** Opening hours would make the journeys depend on the clock: 24 h service, caches dropped. */
export async function openRestaurant(shop: Shop): Promise<void> {
  await openAllDay(shop.db);
  await shop.app.catalog.invalidate();
}

/**
 * A page of the fixture (its console errors fail the test) whose context carries the session of a
 * fresh user: a customer with a complete profile by default, or staff (`{ role }`).
 */
export async function signedInPage(shop: Shop, options: SignInOptions = {}, viewport = DESKTOP, pageOptions: PageOptions = {}): Promise<SignedInPage> {
  const { who, ...watched } = await shop.openSignedInPage(options, viewport, pageOptions);
  return { ...watched, who: { ...who, customerId: who.customer?.id ?? null } };
}

/** A delivery cart over the first zone's minimum (under the free-delivery threshold when possible). */
export function deliveryCart(catalog: PublicCatalog): { saved: SavedCartText; subtotal: number; fee: number } {
  const fx = cartFixtures(catalog);
  const quantity = Math.ceil(fx.zone.minimum_commande / fx.plain.prix);
  const subtotal = quantity * fx.plain.prix;
  const fee = subtotal >= fx.zone.minimum_gratuite ? 0 : fx.zone.frais_livraison;
  return {
    saved: { items: [savedLine(fx.plain, quantity)], typeCommande: 'Livraison', zoneSelectionnee: fx.zone.code },
    subtotal,
    fee,
  };
}

export function checkoutDialog(page: Page): Locator {
  return page.getByTestId('checkout-dialog');
}

/** Opens the drawer and presses the order button: the checkout dialog opens. */
export async function openCheckout(page: Page): Promise<Locator> {
  await openDrawer(page);
  await orderButton(page).click();
  const dialog = checkoutDialog(page);
  await dialog.waitFor();
  return dialog;
}

export async function fillDeliveryAddress(dialog: Locator, adresse: string, ville: string): Promise<void> {
  await dialog.getByLabel('Adresse *').fill(adresse);
  await dialog.getByLabel('Ville *').fill(ville);
}
