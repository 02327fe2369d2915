import { describe, it } from 'vitest';
import { deliveryCart, fillDeliveryAddress, openCheckout, signedInPage } from './support/orders-page';
import { cartFixtures, startWithSavedCart } from './support/cart-page';
import { waitForKept, waitForWorker } from './support/service-worker';
import { useShop } from './support/shop';
import { buildShopMenu } from './support/shop-menu';

const shop = useShop({ allowConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED/, /Failed to load resource/] });

describe('shots', () => {
  it('offline after one visit', async () => {
    await buildShopMenu(shop);
    const catalog = (await shop.app.catalog.get()).catalog;
    for (const width of [390, 800, 1280]) {
      const { page, context } = await signedInPage(shop, {}, { width, height: 844 }, { serviceWorkers: 'allow' });
      await page.goto(shop.url);
      await page.locator('#menu article').first().waitFor();
      await startWithSavedCart(page, cartFixtures(catalog).storageKey, deliveryCart(catalog).saved);
      await waitForWorker(page);
      await waitForKept(page, [`${shop.url}/api/payment-modes`, `${shop.url}/`]);
      await context.setOffline(true);
      await page.getByTestId('offline-banner').waitFor();
      const dialog = await openCheckout(page);
      await fillDeliveryAddress(dialog, '12 rue du Lac Léman', 'Tunis');
      await dialog.getByTestId('payment-especes').click();
      await page.screenshot({ path: `/tmp/shots-offline/checkout-offline-${width}.png` });
      await page.keyboard.press('Escape');
      await page.reload();
      await page.locator('#menu article').first().waitFor();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/shots-offline/home-offline-reload-${width}.png` });
    }
  }, 240_000);
});
