/**
 * The shop without a network: after one visit, the
 * service worker answers the menu, its pictures and the cart offline, the shop says it is offline and
 * what still works, and the back-office and payment pages are never answered from its cache. The
 * manifest makes the shop installable under the restaurant's name.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicCatalog } from '../core/catalog';
import { addFromMenu, cartButton, cartFixtures, openDrawer } from './support/cart-page';
import { waitForKept, waitForWorker } from './support/service-worker';
import { PHONE, useShop } from './support/shop';
import { buildShopMenu } from './support/shop-menu';

// Offline, the page's own calls (the session, the live menu stream) fail, as they should.
const shop = useShop({ allowConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED/, /Failed to load resource/] });
let catalog: PublicCatalog;

beforeAll(async () => {
  await buildShopMenu(shop);
  catalog = (await shop.app.catalog.get()).catalog;
});

describe('offline', () => {
  it('opens the menu, its pictures and the cart without a network after one visit, and says it is offline', async () => {
    const { page, context } = await shop.openPage(PHONE, { serviceWorkers: 'allow' });
    const product = cartFixtures(catalog).plain;
    await page.goto(shop.url);
    await page.locator('#menu article').first().waitFor();
    // One visit only: the page that installed the worker was loaded without it, yet what it showed is kept
    // (its address, the catalogue, the pictures it painted).
    const picture = await page
      .locator('#menu article img')
      .first()
      .evaluate((img: HTMLImageElement) => img.decode().then(() => img.currentSrc));
    await waitForWorker(page);
    await waitForKept(page, [shop.url + '/', `${shop.url}/api/catalog`, picture]);
    await addFromMenu(page, product.nom_fr);
    await expect.poll(() => cartButton(page).textContent()).toContain('1');

    await context.setOffline(true);
    await page.reload();
    await page.locator('#menu article').first().waitFor();
    await page.getByTestId('offline-banner').waitFor();
    expect(await page.getByTestId('offline-banner').textContent()).toContain('Vous êtes hors ligne.');
    // The first pictures were kept by the worker: they paint offline.
    const painted = await page
      .locator('#menu article img')
      .first()
      .evaluate((img: HTMLImageElement) =>
        img
          .decode()
          .then(() => img.naturalWidth > 0)
          .catch(() => false),
      );
    expect(painted).toBe(true);
    const drawer = await openDrawer(page);
    expect(await drawer.textContent()).toContain(product.nom_fr);

    // Never from the cache: the back-office and the payment pages.
    await expect(page.goto(`${shop.url}/admin/dashboard`)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    await expect(page.goto(`${shop.url}/payment-success/00000000-0000-4000-8000-000000000000`)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);

    // Back online: the notice goes away.
    await page.goto(shop.url).catch(() => undefined);
    await page.locator('#menu article').first().waitFor();
    await context.setOffline(false);
    await page.getByTestId('offline-banner').waitFor({ state: 'hidden' });
  });

  it('is installable: a manifest with the restaurant name, its icons and colours', async () => {
    const { page } = await shop.openPage();
    await page.goto(shop.url);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = await page.evaluate((url) => fetch(url).then((r) => r.json()), href!);
    expect(manifest).toMatchObject({ name: catalog.settings.nom_restaurant, start_url: '/', display: 'standalone', lang: 'fr' });
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const size = await page.evaluate(
        (src) =>
          new Promise<number>((resolve) => {
            const img = new Image();
            img.onload = () => resolve(img.naturalWidth);
            img.onerror = () => resolve(0);
            img.src = src;
          }),
        icon.src,
      );
      expect(`${size}x${size}`).toBe(icon.sizes);
    }
  });
});
