/**
 * Helpers for the ordering journeys: a browser context signed in as a real user (a server-side session
 * from server/test/auth.ts, its cookie set in the context), an always-open restaurant, a cart written
 * to storage, and the checkout dialog's locators.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { PublicCatalog } from '../../core/catalog';
import { signInAs, type SignInAsOptions, type SignedIn } from '../../server/test/auth';
import { openAllDay } from '../../server/test/orders';
import type { RunningApp } from './app-server';
import { cartFixtures, openDrawer, orderButton, savedLine, type SavedCartText } from './cart-page';

export interface SignedInPage {
  page: Page;
  context: BrowserContext;
  errors: string[];
  who: SignedIn;
}

/** Opening hours would make the journeys depend on the clock: 24 h service, caches dropped. */
export async function openRestaurant(running: RunningApp): Promise<void> {
  await openAllDay(running.app.database.db);
  await running.app.catalog.invalidate();
}

/** A page whose context carries the session cookie of a fresh user (customer by default, or staff). */
export async function signedInPage(
  browser: Browser,
  running: RunningApp,
  options: SignInAsOptions = {},
  viewport = { width: 1280, height: 800 },
): Promise<SignedInPage> {
  const who = await signInAs(running.app, options);
  const context = await browser.newContext({ viewport, locale: 'fr-FR' });
  await context.addCookies(
    who.cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: running.url };
    }),
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return { page, context, errors, who };
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
