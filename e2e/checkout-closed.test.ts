/**
 * A temporary closure in Chromium: the cart says why ordering is closed and when it reopens, and offers
 * the first slot after it (order ahead). The restaurant is built closed from the start (its own app), so no other
 * journey shares the closure and nothing has to be put back.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicCatalog } from '../core/catalog';
import { cartFixtures, openDrawer, orderButton, startWithSavedCart } from './support/cart-page';
import { deliveryCart, signedInPage } from './support/orders-page';
import { useShop } from './support/shop';
import { buildShopMenu } from './support/shop-menu';

const shop = useShop();
let catalog: PublicCatalog;

beforeAll(async () => {
  const now = Date.now();
  const closure = { debut: new Date(now - 3_600_000).toISOString(), fin: new Date(now + 7_200_000).toISOString(), motif: 'Inventaire' };
  await buildShopMenu(shop, { fermetures_temporaires: [closure] });
  catalog = (await shop.app.catalog.get()).catalog;
});

describe('checkout gates', () => {
  it('says in the cart why ordering is closed and when it reopens, and offers the first slot', async () => {
    const signed = await signedInPage(shop);
    await signed.page.goto(shop.url);
    await signed.page.locator('main article').first().waitFor();
    await startWithSavedCart(signed.page, cartFixtures(catalog).storageKey, deliveryCart(catalog).saved);
    const sheet = await openDrawer(signed.page);
    const notice = await sheet.getByTestId('ordering-closed').textContent();
    expect(notice).toContain('Commandes fermées — réouverture');
    expect(await sheet.getByTestId('ordering-later').textContent()).toMatch(/^Vous pouvez commander dès maintenant pour (aujourd'hui|demain) à \d\d:\d\d\.$/);
    const button = orderButton(signed.page);
    expect(await button.isDisabled()).toBe(false);
    expect(await button.textContent()).toMatch(/^Commander pour (aujourd'hui|demain) à \d\d:\d\d$/);
  });
});
