/**
 * In the browser: a customer loses the network, still browses the menu and confirms a cash
 * order, which waits 'En attente de réseau' and is placed once when the network returns; a status change
 * missed while offline shows on return; a first cash order above the ceiling is refused with its French
 * message; Chromium finds no installability error (the check Lighthouse's installable audit runs).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { chromium } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicCatalog } from '../core/catalog';
import { OFFLINE_ORDER_MESSAGES } from '../core/offline-order';
import { orders, restaurantSettings } from '../server/db/schema/index';
import { toastWith } from './support/account-page';
import { expectNoSeriousViolations } from './support/axe';
import { cartFixtures, startWithSavedCart, tnd } from './support/cart-page';
import { deliveryCart, fillDeliveryAddress, openCheckout, signedInPage } from './support/orders-page';
import { CHROMIUM_PATH } from './support/browser';
import { waitForKept, waitForWorker } from './support/service-worker';
import { DESKTOP, PHONE, useShop } from './support/shop';
import { buildShopMenu } from './support/shop-menu';

// Offline, the page's own calls (the session, the live streams) fail, as they should.
const shop = useShop({ allowConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED/, /Failed to load resource/] });
const SHOTS = process.env.SCREENSHOTS_DIR ?? '/tmp/shots-cash';
let catalog: PublicCatalog;
let storageKey: string;

beforeAll(async () => {
  await buildShopMenu(shop);
  catalog = (await shop.app.catalog.get()).catalog;
  storageKey = cartFixtures(catalog).storageKey;
});

async function setCeiling(millimes: number | null) {
  await shop.db.update(restaurantSettings).set({ especes_plafond_premiere_commande: millimes }).where(eq(restaurantSettings.id, 1));
  await shop.app.catalog.invalidate();
}

describe('cash orders and a bad network', () => {
  it('keeps a cash order confirmed offline after one visit and places it once when the network returns; a missed status change shows on return', async () => {
    await setCeiling(null);
    const { page, context, who } = await signedInPage(shop, {}, PHONE, { serviceWorkers: 'allow' });
    const cart = deliveryCart(catalog);
    const total = cart.subtotal + cart.fee;
    await page.goto(shop.url);
    await page.locator('main article').first().waitFor();
    await startWithSavedCart(page, storageKey, cart.saved);
    // One visit, the checkout never opened: the worker keeps the payment modes the checkout offers.
    await waitForWorker(page);
    await waitForKept(page, [`${shop.url}/api/payment-modes`]);
    const posts: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/orders') posts.push(req.headers()['idempotency-key'] ?? '');
    });

    await context.setOffline(true);
    await page.getByTestId('offline-banner').waitFor();
    // Still browsing: the menu's last dish scrolls into view.
    const last = page.locator('#menu article').last();
    await last.scrollIntoViewIfNeeded();
    expect(await last.isVisible()).toBe(true);

    const dialog = await openCheckout(page);
    await fillDeliveryAddress(dialog, '12 rue du Lac Léman', 'Tunis');
    await dialog.getByTestId('payment-especes').click();
    await dialog.getByTestId('checkout-paiera-avec').fill('10');
    await dialog.getByTestId('checkout-submit').click();
    expect(await dialog.textContent()).toContain(`Le montant « Je paierai avec » doit être au moins égal au total de la commande (${tnd(total)})`);
    await dialog.getByTestId('checkout-paiera-avec').fill('100');
    await dialog.getByTestId('checkout-submit').click();

    const queued = page.getByTestId('queued-orders');
    await queued.waitFor();
    expect(await page.getByTestId('queued-orders-title').textContent()).toBe('En attente de réseau');
    expect(await queued.textContent()).toContain(tnd(total));
    expect(await shop.db.select().from(orders).where(eq(orders.customer_id, who.customerId!))).toHaveLength(0);
    await expectNoSeriousViolations(page, 'an order waiting for the network');
    await page.screenshot({ path: `${SHOTS}/queued-order-390.png` });

    await context.setOffline(false);
    await page.waitForURL(/\/order-success\/[0-9a-f-]{36}$/);
    await expect.poll(() => toastWith(page, 'Commande créée').textContent()).toContain('Votre commande a été enregistrée avec succès');
    await queued.waitFor({ state: 'detached' });
    const placed = await shop.db.select().from(orders).where(eq(orders.customer_id, who.customerId!));
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ mode_paiement: 'especes', paiera_avec: 100_000, total_ttc: total });
    // Every try carried the same key (the server answers one order for it).
    expect(new Set(posts).size).toBe(1);
    expect(placed[0]!.idempotency_key).toBe(posts[0]);

    // A status change while the tracking page is offline shows when the network returns.
    await page.getByTestId('order-success').getByTestId('track-order').click();
    await page.waitForURL(`**/order-tracking/${placed[0]!.numero_commande}`);
    expect(await page.getByTestId('tracking-status').textContent()).toBe('Reçue');
    await context.setOffline(true);
    await page.getByTestId('offline-banner').waitFor();
    const staff = await shop.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${placed[0]!.id}/status`,
      headers: (await staffHeaders()).headers,
      payload: { statut_commande: 'En_preparation' },
    });
    expect(staff.statusCode).toBe(200);
    await context.setOffline(false);
    await expect.poll(() => page.getByTestId('tracking-status').textContent(), { timeout: 15_000 }).toBe('En préparation');
  });

  it('says in French what this device has never loaded when the checkout opens offline, instead of spinning', async () => {
    await setCeiling(null);
    const { page, context } = await signedInPage(shop, {}, PHONE, { serviceWorkers: 'allow' });
    const cart = deliveryCart(catalog);
    await page.goto(shop.url);
    await page.locator('main article').first().waitFor();
    await startWithSavedCart(page, storageKey, cart.saved);
    await waitForWorker(page);
    // The payment modes' copy is missing (the network dropped while the worker was being installed).
    await waitForKept(page, [`${shop.url}/api/payment-modes`]);
    await page.evaluate(() => caches.open('catalog').then((cache) => cache.delete('/api/payment-modes')));
    await context.setOffline(true);
    await page.getByTestId('offline-banner').waitFor();
    const dialog = await openCheckout(page);
    const notice = dialog.getByTestId('checkout-offline-unknown');
    await notice.waitFor();
    expect(await notice.textContent()).toBe(
      `${OFFLINE_ORDER_MESSAGES.unknownTitle}${OFFLINE_ORDER_MESSAGES.paymentModesUnknown}${OFFLINE_ORDER_MESSAGES.unknownUntilOnline}`,
    );
    expect(await dialog.getByText('Chargement…').count()).toBe(0);
    await expectNoSeriousViolations(page, 'the checkout offline with nothing kept');
    await page.screenshot({ path: `${SHOTS}/checkout-offline-unknown-390.png` });
    for (const width of [800, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `${SHOTS}/checkout-offline-unknown-${width}.png` });
    }
    // Reloaded offline: the worker's copy of the home page holds nobody's session, so the account is unknown too.
    await page.setViewportSize(PHONE);
    await page.reload();
    await page.locator('main article').first().waitFor();
    const reopened = await openCheckout(page);
    await reopened.getByTestId('checkout-offline-unknown').waitFor();
    expect(await reopened.getByTestId('checkout-offline-unknown').textContent()).toBe(
      `${OFFLINE_ORDER_MESSAGES.unknownTitle}${OFFLINE_ORDER_MESSAGES.accountUnknown}${OFFLINE_ORDER_MESSAGES.paymentModesUnknown}${OFFLINE_ORDER_MESSAGES.unknownUntilOnline}`,
    );
    await page.screenshot({ path: `${SHOTS}/checkout-offline-unknown-account-390.png` });
    // The network back: the form comes.
    await context.setOffline(false);
    await reopened.getByTestId('checkout-submit').waitFor();
    expect(await reopened.getByTestId('checkout-offline-unknown').count()).toBe(0);
  }, 120_000);

  it('refuses a first cash order above the ceiling with its French message, and places nothing', async () => {
    await setCeiling(10_000);
    const { page, who } = await signedInPage(shop, {}, DESKTOP);
    const cart = deliveryCart(catalog);
    await page.goto(shop.url);
    await page.locator('main article').first().waitFor();
    await startWithSavedCart(page, storageKey, cart.saved);
    const dialog = await openCheckout(page);
    await fillDeliveryAddress(dialog, '12 rue du Lac Léman', 'Tunis');
    await dialog.getByTestId('payment-especes').click();
    shop.allowConsoleErrors(/status of 422/);
    await dialog.getByTestId('checkout-submit').click();
    const message =
      'Pour une première commande, le paiement en espèces est limité à 10.000 TND. Choisissez un autre mode de paiement ou réduisez votre commande.';
    await expect.poll(() => toastWith(page, 'Pour une première commande').textContent()).toContain(message);
    expect(await shop.db.select().from(orders).where(eq(orders.customer_id, who.customerId!))).toHaveLength(0);
    await expectNoSeriousViolations(page, 'the refused first cash order');
    await page.screenshot({ path: `${SHOTS}/ceiling-refused-1280.png` });
    await setCeiling(null);
  });

  it('is installable: Chromium lists no installability error once the worker controls the page', async () => {
    // A profile on disk, as Lighthouse runs: an incognito context is never installable ('in-incognito').
    const profile = await mkdtemp(path.join(tmpdir(), 'cash-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: ['--no-sandbox', '--disable-gpu'],
      viewport: PHONE,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(shop.url);
      await page.locator('#menu article').first().waitFor();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
      expect(installabilityErrors).toEqual([]);
      const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
      expect(manifest.url).toBe(`${shop.url}/manifest.webmanifest`);
      expect(manifest.errors).toEqual([]);
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });
});

let staffSession: Awaited<ReturnType<typeof shop.signIn>> | null = null;
async function staffHeaders() {
  if (!staffSession) {
    const { page } = await shop.openPage();
    staffSession = await shop.signIn(page, { role: 'operator' });
  }
  return staffSession;
}
