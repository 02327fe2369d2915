/**
 * Menus by time of day in Chromium: a dinner-only category is hidden at lunch and appears at
 * 17:00 (Tunis) while the page stays open, a lunch-only dish goes at the same moment (the page's clock is
 * Playwright's; the server sends every row with its limits, so its own clock does not matter); at checkout a
 * later slot outside a dish's service lists it as not served and the order waits; an admin limits a
 * product and a category in their forms and the lists show the badges. axe on each changed screen.
 * SCREENSHOTS_DIR=... saves the shop, the checkout and the product form at 390 and 1280 px.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicCatalog } from '../core/catalog';
import { SLOT_MESSAGES } from '../core/slots';
import { buildCategory, buildProduct } from '../server/test/factories';
import { expectAccessible, toastWith } from './support/account-page';
import { cartFixtures, readSaved, savedLine, startWithSavedCart } from './support/cart-page';
import { checkoutDialog, openCheckout, signedInPage } from './support/orders-page';
import { DESKTOP, PHONE, useShop } from './support/shop';
import { buildShopMenu } from './support/shop-menu';

const shop = useShop();
let catalog: PublicCatalog;

/** A Wednesday, two minutes before dinner starts in Tunis (UTC+1): 16:58. */
const LUNCH_END = new Date('2026-11-25T16:58:00+01:00');

beforeAll(async () => {
  await buildShopMenu(shop);
  const soir = await buildCategory(shop.db, {
    nom_fr: 'Le soir',
    code_interne: 'le-soir',
    description_fr: 'Seulement au dîner',
    ordre_affichage: 0,
    services_disponibles: ['soir'],
  });
  await buildProduct(shop.db, { category_id: soir.id, nom_fr: 'Omakase du soir', prix: 48_000 });
  const entrees = (await shop.app.catalog.get()).catalog.categories.find((c) => c.code_interne === 'entrees')!;
  await buildProduct(shop.db, { category_id: entrees.id, nom_fr: 'Bento du midi', prix: 22_000, services_disponibles: ['midi'], ordre_affichage: 0 });
  await shop.app.catalog.invalidate();
  catalog = (await shop.app.catalog.get()).catalog;
});

async function shot(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: false });
}

const section = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const card = (page: Page, name: string) => page.locator('main article').filter({ has: page.getByRole('heading', { name, exact: true }) });

describe('menus by time of day', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`hides the dinner category at lunch and shows it from 17:00 without a reload (${viewport.width} px)`, async () => {
      const { page } = await shop.openPage(viewport);
      await page.clock.install({ time: LUNCH_END });
      await page.goto(shop.url);
      await card(page, 'Bento du midi').waitFor();
      expect(await section(page, 'Le soir').count()).toBe(0);
      expect(await page.getByRole('heading', { level: 2, name: 'Entrées' }).count()).toBe(1);
      await expectAccessible(page, `shop at lunch ${viewport.width}`);
      await shot(page, `menus-shop-lunch-${viewport.width}`);
      await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

      // 17:00:30 in Tunis: the menu's timer fires at 17:00 and the dinner menu is there.
      await page.clock.fastForward('02:30');
      await section(page, 'Le soir').waitFor();
      await card(page, 'Omakase du soir').waitFor();
      await expect.poll(() => card(page, 'Bento du midi').count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      await section(page, 'Le soir').scrollIntoViewIfNeeded();
      await expectAccessible(page, `shop at dinner ${viewport.width}`);
      await shot(page, `menus-shop-dinner-${viewport.width}`);
    });
  }

  it('lists a cart line a later slot does not serve, and the order waits until it is removed or the slot changes', async () => {
    const bento = catalog.produits.find((p) => p.nom_fr === 'Bento du midi')!;
    const customer = await signedInPage(shop, {}, PHONE);
    await customer.page.clock.install({ time: LUNCH_END });
    await customer.page.goto(shop.url);
    await customer.page.locator('main article').first().waitFor();
    const fx = cartFixtures(catalog);
    await startWithSavedCart(customer.page, fx.storageKey, { items: [savedLine(bento, 1)], typeCommande: 'A_emporter', zoneSelectionnee: fx.zone.code });
    const dialog = await openCheckout(customer.page);
    // 'Dès que possible' at 16:58: lunch, the bento is served.
    await dialog.getByTestId('slot-field').waitFor();
    expect(await dialog.getByTestId('off-menu-lines').count()).toBe(0);

    await dialog.getByRole('radio', { name: SLOT_MESSAGES.scheduled }).click();
    await dialog.getByLabel('Jour').selectOption({ label: 'Demain' });
    await dialog.getByLabel('Heure').selectOption({ label: '19:00' });
    const offMenu = dialog.getByTestId('off-menu-lines');
    await offMenu.waitFor();
    expect(await offMenu.getByText(SLOT_MESSAGES.notOnMenu('Bento du midi')).count()).toBe(1);
    expect(await dialog.getByTestId('checkout-submit').isDisabled()).toBe(true);
    await expectAccessible(customer.page, 'checkout with a line off the menu of its slot');
    await shot(customer.page, 'menus-checkout-390');

    await dialog.getByLabel('Heure').selectOption({ label: '12:30' });
    await expect.poll(() => offMenu.count()).toBe(0);
    expect(await dialog.getByTestId('checkout-submit').isDisabled()).toBe(false);

    // Back to dinner, and the line taken out from the notice.
    await dialog.getByLabel('Heure').selectOption({ label: '19:00' });
    await offMenu.getByRole('button', { name: 'Retirer Bento du midi' }).click();
    await expect.poll(() => offMenu.count()).toBe(0);
    await customer.page.keyboard.press('Escape');
    await expect.poll(() => checkoutDialog(customer.page).count()).toBe(0);
    await expect.poll(async () => (await readSaved(customer.page, fx.storageKey))?.items.length).toBe(0);
  });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`an admin limits a product and a category; the lists show the badges (${viewport.width} px)`, async () => {
      const admin = await signedInPage(shop, { role: 'admin' }, viewport);
      const { page } = admin;
      const product = viewport === DESKTOP ? 'Bento du midi' : 'Omakase du soir';
      await page.goto(`${shop.url}/admin/products`);
      await page.getByRole('heading', { name: 'Produits' }).waitFor();
      await page.getByRole('button', { name: `Modifier ${product}` }).click();
      const form = page.getByRole('dialog');
      const services = form.getByRole('group', { name: 'Services' });
      const days = form.getByRole('group', { name: 'Jours' });
      await services.waitFor();
      await services.getByLabel('Midi', { exact: true }).setChecked(viewport === DESKTOP);
      await services.getByLabel('Soir', { exact: true }).setChecked(viewport !== DESKTOP);
      await days.getByLabel('Sam', { exact: true }).check();
      await days.getByLabel('Dim', { exact: true }).check();
      await services.scrollIntoViewIfNeeded();
      await expectAccessible(page, `product form ${viewport.width}`);
      await shot(page, `menus-product-form-${viewport.width}`);
      await form.getByRole('button', { name: 'Enregistrer' }).click();
      await toastWith(page, 'Produit mis à jour avec succès').waitFor();
      const row = page.getByRole('list', { name: 'Produits' }).getByRole('listitem').filter({ hasText: product });
      const badge = viewport === DESKTOP ? 'Midi · Sam–Dim' : 'Soir · Sam–Dim';
      await expect.poll(() => row.getByTestId('menu-hours-badge').textContent()).toBe(badge);
      await expectAccessible(page, `product list ${viewport.width}`);
      await row.scrollIntoViewIfNeeded();
      await shot(page, `menus-product-list-${viewport.width}`);

      // Every day ticked is no limit: the days go, the service stays.
      await page.getByRole('button', { name: `Modifier ${product}` }).click();
      for (const day of ['Lun', 'Mar', 'Mer', 'Jeu', 'Ven']) await days.getByLabel(day, { exact: true }).check();
      await form.getByRole('button', { name: 'Enregistrer' }).click();
      await expect.poll(() => row.getByTestId('menu-hours-badge').textContent()).toBe(viewport === DESKTOP ? 'Midi seulement' : 'Soir seulement');

      if (viewport === DESKTOP) {
        await page.goto(`${shop.url}/admin/categories`);
        await page.getByRole('button', { name: 'Modifier Desserts' }).click();
        const categoryForm = page.getByRole('dialog');
        await categoryForm.getByRole('group', { name: 'Jours' }).getByLabel('Sam', { exact: true }).check();
        await categoryForm.getByRole('group', { name: 'Jours' }).getByLabel('Dim', { exact: true }).check();
        await expectAccessible(page, 'category form');
        await categoryForm.getByRole('button', { name: 'Enregistrer' }).click();
        const categoryRow = page.getByRole('listitem').filter({ hasText: '#desserts' });
        await expect.poll(() => categoryRow.getByTestId('menu-hours-badge').textContent()).toBe('Sam–Dim');
        const desserts = async () => (await shop.app.catalog.get()).catalog.categories.find((c) => c.code_interne === 'desserts')?.jours_disponibles;
        await expect.poll(desserts).toEqual(['samedi', 'dimanche']);
      }
    });
  }
});
