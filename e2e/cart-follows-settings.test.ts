/**
 * An admin changes a zone's minimum and the opening hours, and a customer's cart
 * open in another tab follows without a reload (the live catalogue stream refetches the catalogue; the
 * drawer's button, hint and closed notice are recomputed from it). The customer's page runs with the
 * service worker, as every real visitor's does: the refetch goes through it, and each change must show,
 * not the one before it (a cache answered first would keep the page one change behind).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicCatalog } from '../core/catalog';
import { formatTND } from '../core/money';
import { saveSettings } from './support/settings-page';
import { cartFixtures, drawer, openDrawer, orderButton, startWithSavedCart } from './support/cart-page';
import { deliveryCart, signedInPage } from './support/orders-page';
import { DESKTOP, PHONE, useShop } from './support/shop';
import { buildShopMenu } from './support/shop-menu';
import { waitForWorker } from './support/service-worker';

const shop = useShop();
let catalog: PublicCatalog;

beforeAll(async () => {
  await buildShopMenu(shop);
  catalog = (await shop.app.catalog.get()).catalog;
});

/**
 * The customer's clock: a Wednesday at noon in Tunis. Closing "today" is then closing mercredi, whatever
 * the day and hour the test runs at (a day computed from the real clock could change under it at midnight).
 */
const WEDNESDAY_NOON = new Date('2026-11-25T11:00:00Z');
const TODAY = 'mercredi';

describe('a cart open in another tab follows the settings', () => {
  it('follows a zone minimum and the opening hours without a reload', async () => {
    const fx = cartFixtures(catalog);
    const cart = deliveryCart(catalog);
    const customer = await signedInPage(shop, {}, PHONE, { serviceWorkers: 'allow' });
    await customer.page.clock.setFixedTime(WEDNESDAY_NOON);
    await customer.page.goto(shop.url);
    await customer.page.locator('main article').first().waitFor();
    await waitForWorker(customer.page);
    await startWithSavedCart(customer.page, fx.storageKey, cart.saved);
    await openDrawer(customer.page);
    expect(await orderButton(customer.page).isEnabled()).toBe(true);
    // No reload from here on: a marker on window would vanish with one.
    await customer.page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

    const admin = await signedInPage(shop, { role: 'admin' }, DESKTOP);
    await admin.page.goto(`${shop.url}/admin/settings`);
    await admin.page.getByRole('tab', { name: 'Livraison' }).click();
    const codes = await admin.page.getByLabel('Code', { exact: true }).evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    const row = codes.indexOf(fx.zone.code);
    expect(row).toBeGreaterThanOrEqual(0);
    const minimum = cart.subtotal + 10_000;
    await admin.page
      .getByLabel('Minimum de commande (TND)')
      .nth(row)
      .fill((minimum / 1000).toFixed(3));
    await saveSettings(admin.page);

    await expect.poll(() => orderButton(customer.page).textContent(), { timeout: 10_000 }).toBe(`Minimum ${formatTND(minimum)} requis`);
    expect(await orderButton(customer.page).isDisabled()).toBe(true);

    // Closed today: the drawer says so and when ordering reopens.
    await admin.page.getByRole('tab', { name: 'Horaires' }).click();
    const dayRow = admin.page.getByLabel(`Ouverture ${TODAY}`, { exact: true }).locator('xpath=..');
    await dayRow.getByRole('checkbox', { name: 'Ouvert' }).uncheck();
    await saveSettings(admin.page);

    const closed = drawer(customer.page).getByTestId('ordering-closed');
    await expect.poll(() => closed.textContent(), { timeout: 10_000 }).toMatch(/^Commandes fermées — réouverture demain à 00:00$/);
    // Order ahead: tomorrow's first slot is offered; the minimum still applies.
    expect(await drawer(customer.page).getByTestId('ordering-later').textContent()).toMatch(/^Vous pouvez commander dès maintenant pour demain à \d\d:\d\d\.$/);
    expect(await orderButton(customer.page).textContent()).toBe(`Minimum ${formatTND(minimum)} requis`);

    // Open again: the notice goes away, the minimum still applies.
    await dayRow.getByRole('checkbox', { name: 'Ouvert' }).check();
    await saveSettings(admin.page);
    await expect.poll(() => closed.count(), { timeout: 10_000 }).toBe(0);
    expect(await orderButton(customer.page).textContent()).toBe(`Minimum ${formatTND(minimum)} requis`);

    // The minimum back where it was: the cart can be ordered again.
    await admin.page.getByRole('tab', { name: 'Livraison' }).click();
    await admin.page
      .getByLabel('Minimum de commande (TND)')
      .nth(row)
      .fill((fx.zone.minimum_commande / 1000).toFixed(3));
    await saveSettings(admin.page);
    await expect.poll(() => orderButton(customer.page).isEnabled(), { timeout: 10_000 }).toBe(true);
    expect(await orderButton(customer.page).textContent()).not.toContain('requis');
    expect(await customer.page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  it('follows a new restaurant name in the header and the tab title without a reload', async () => {
    const customer = await signedInPage(shop, {}, PHONE, { serviceWorkers: 'allow' });
    await customer.page.goto(`${shop.url}/account`);
    await customer.page.getByTestId('loyalty-balance').waitFor();
    await waitForWorker(customer.page);
    await customer.page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

    const admin = await signedInPage(shop, { role: 'admin' }, DESKTOP);
    await admin.page.goto(`${shop.url}/admin/settings`);
    const name = admin.page.getByLabel('Nom du restaurant');
    await name.fill('Maison Sakura Lac');
    await saveSettings(admin.page);

    await expect.poll(() => customer.page.title(), { timeout: 10_000 }).toBe('Mon compte | Maison Sakura Lac');
    await customer.page.getByRole('link', { name: 'Maison Sakura Lac, accueil' }).waitFor();
    // A second name: shown too (not the first one again, as a copy answered before the network would).
    await name.fill('Maison Sakura Marsa');
    await saveSettings(admin.page);
    await expect.poll(() => customer.page.title(), { timeout: 10_000 }).toBe('Mon compte | Maison Sakura Marsa');
    expect(await customer.page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });
});
