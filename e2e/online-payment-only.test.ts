/**
 * 'Paiement en ligne obligatoire' holds at the checkout: while the setting is on, the dialog offers online
 * payment only (core offeredPaymentModes, through GET /api/payment-modes), so the customer never picks cash
 * or card to learn at the last step that the order is refused; the server refuses them all the same
 * (server/modules/settings/settings-routes.test.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicCatalog } from '../core/catalog';
import { restaurantSettings } from '../server/db/schema/index';
import { expectNoSeriousViolations } from './support/axe';
import { cartFixtures, startWithSavedCart } from './support/cart-page';
import { deliveryCart, openCheckout, signedInPage } from './support/orders-page';
import { DESKTOP, PHONE, useShop } from './support/shop';
import { buildShopMenu } from './support/shop-menu';

const shop = useShop();
const TABLET = { width: 800, height: 900 };

let catalog: PublicCatalog;

beforeAll(async () => {
  await buildShopMenu(shop);
  catalog = (await shop.app.catalog.get()).catalog;
});

async function checkoutAt(viewport: { width: number; height: number }) {
  const signed = await signedInPage(shop, {}, viewport);
  await signed.page.goto(shop.url);
  await signed.page.locator('main article').first().waitFor();
  await startWithSavedCart(signed.page, cartFixtures(catalog).storageKey, deliveryCart(catalog).saved);
  return { page: signed.page, dialog: await openCheckout(signed.page) };
}

async function setOnlineOnly(on: boolean) {
  await shop.db.update(restaurantSettings).set({ paiement_obligatoire: on });
  await shop.app.catalog.invalidate();
}

describe('Paiement en ligne obligatoire at the checkout', () => {
  it('offers only online payment while it is on, and every active mode again once it is off', async () => {
    await setOnlineOnly(true);
    for (const viewport of [PHONE, TABLET, DESKTOP]) {
      const { page, dialog } = await checkoutAt(viewport);
      await dialog.getByTestId('payment-konnect').waitFor();
      expect(await dialog.getByTestId('payment-especes').count()).toBe(0);
      expect(await dialog.getByTestId('payment-carte').count()).toBe(0);
      expect(await dialog.getByRole('radiogroup', { name: 'Mode de paiement' }).getByRole('radio').count()).toBe(1);
      if (viewport === PHONE) await expectNoSeriousViolations(page, 'the checkout with online payment only');
    }

    await setOnlineOnly(false);
    const { dialog } = await checkoutAt(PHONE);
    await dialog.getByTestId('payment-especes').waitFor();
    expect(await dialog.getByTestId('payment-carte').count()).toBe(1);
    expect(await dialog.getByTestId('payment-konnect').count()).toBe(1);
  });
});
