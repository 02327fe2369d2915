/**
 * The back-office 'Promotions' page in Chromium: the owner creates '-20 % sur les Makis le mardi' with the
 * editor (the example cart priced with and without it as the form changes), sees it active with its badge,
 * an order uses it and its discount is on the board's order detail and both tickets, and its figures show that
 * order, on its page and in the dashboard's 'Offres'; an operator
 * may only pause it. Screenshots of the editor, the offer's figures and the dashboard at 390 and 1280 px go to
 * PROMO_SCREENSHOTS when set (looked at, not kept).
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../server/test/auth';
import { buildCategory, buildProduct } from '../server/test/factories';
import { menuFixture, pickupBody, postOrder } from '../server/test/orders';
import { expectAccessible, useSessionCookie } from './support/account-page';
import { DESKTOP, PHONE, useShop } from './support/shop';

const shop = useShop();
const shots = process.env.PROMO_SCREENSHOTS;

async function shoot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

describe('back-office promotions', () => {
  it('creates an offer with a live preview, shows it active, its figures after an order, and lets an operator only pause it', async () => {
    const menu = await menuFixture(shop.db);
    const makis = await buildCategory(shop.db, { nom_fr: 'Makis' });
    const maki = await buildProduct(shop.db, { category_id: makis.id, nom_fr: 'Maki saumon', prix: 9_000 });
    const admin = await signInAs(shop.app, { role: 'admin' });

    for (const viewport of [DESKTOP, PHONE]) {
      const { page } = await shop.openPage(viewport);
      await useSessionCookie(page, admin.cookie, shop.url);
      await page.goto(`${shop.url}/admin/promotions`);
      await page.getByRole('heading', { name: 'Promotions', level: 1 }).waitFor();
      if (viewport === DESKTOP) {
        await page.getByRole('button', { name: 'Nouvelle offre' }).click();
        const editor = page.getByRole('dialog', { name: 'Nouvelle offre' });
        await editor.getByLabel('Nom de l’offre').fill('-20 % sur les Makis le mardi');
        await editor.getByLabel('Pourcentage').fill('20');
        await editor.getByRole('checkbox', { name: 'Makis' }).check();
        await editor.getByRole('checkbox', { name: 'mardi' }).check();
        // the example cart: two Maki saumon (18.000) at -20 % and another dish at full price
        const preview = editor.getByTestId('promotion-preview');
        await expect.poll(() => preview.getByLabel('Quantité de Maki saumon').inputValue()).toBe('2');
        const totalWith = async () => (await preview.getByText('Avec l’offre').locator('..').textContent()) ?? '';
        const withoutOf = async () => (await preview.getByText('Sans l’offre').locator('..').textContent()) ?? '';
        expect(await totalWith()).toMatch(/Avec l’offre\d+\.\d{3} TND/);
        // the owner changes the example cart from the menu: three makis, then one more dish
        const before = await withoutOf();
        await preview.getByLabel('Quantité de Maki saumon').selectOption('3');
        await expect.poll(withoutOf).not.toBe(before);
        await preview.getByText('-20 % sur les Makis le mardi').locator('..').getByText('-5.400 TND').waitFor();
        await preview.getByLabel('Ajouter un produit au panier d’exemple').selectOption({ label: `${menu.withSide.nom_fr} — 14.000 TND` });
        await expect.poll(() => preview.getByLabel(`Quantité de ${menu.withSide.nom_fr}`).inputValue()).toBe('1');
        await expectAccessible(page, 'promotion editor');
        await editor.evaluate((dialog) => dialog.scrollTo(0, 0));
        await shoot(page, 'editor-1280');
        await editor.getByRole('button', { name: 'Enregistrer' }).click();
        await editor.waitFor({ state: 'hidden' });
      } else {
        await page.getByTestId('promotion-card').first().waitFor();
      }
      const card = page.getByTestId('promotion-card').filter({ hasText: '-20 % sur les Makis le mardi' });
      await card.getByText('Active', { exact: true }).waitFor();
      await card.getByText('-20 %', { exact: true }).waitFor();
      if (viewport === PHONE) {
        await page.getByRole('button', { name: 'Nouvelle offre' }).click();
        await page.getByRole('dialog', { name: 'Nouvelle offre' }).getByLabel('Nom de l’offre').fill('Aperçu mobile');
        await shoot(page, 'editor-390');
        await page.keyboard.press('Escape');
      }
      if (viewport === DESKTOP) {
        // a customer's order takes the offer: 2 × 9.000 - 20 % (on a Tuesday only: the test runs any day, so no day limit for it)
        await card.getByRole('button', { name: 'Modifier' }).click();
        const editor = page.getByRole('dialog', { name: /Modifier/ });
        await editor.getByRole('checkbox', { name: 'mardi' }).uncheck();
        await editor.getByRole('button', { name: 'Enregistrer' }).click();
        await editor.waitFor({ state: 'hidden' });
        const client = await signInAs(shop.app, { withCustomer: { prenom: 'Amira', nom: 'Ben Ali', telephone: '29876543' } });
        const placed = await postOrder(shop.app, client, pickupBody(menu, { items: [{ product_id: maki.id, quantity: 2 }] }));
        const order = placed.json().order;
        expect(order.montant_promotions).toBe(3_600);
        // the board's order detail and its tickets say the discount
        await page.goto(`${shop.url}/admin/orders`);
        await page.getByTestId(`admin-order-${order.numero_commande}`).click();
        const totals = page.getByTestId('admin-order-detail').getByTestId('order-totals');
        await expect.poll(() => totals.textContent()).toContain('-20 % sur les Makis le mardi');
        expect(await totals.textContent()).toContain('-3.600 TND');
        await page.goto(`${shop.url}/admin/orders/${order.id}/ticket`);
        await expect.poll(() => page.getByRole('region', { name: 'Ticket cuisine' }).textContent()).toContain('OFFRE : -20 % sur les Makis le mardi');
        expect(await page.getByRole('region', { name: 'Reçu client' }).textContent()).toMatch(/-20 % sur les Makis le mardi\s*-3\.600/);
        // a phone order for that customer: the dialog shows the offer's line and the order's total
        await page.goto(`${shop.url}/admin/orders`);
        await page.getByTestId('phone-order-open').click();
        await page.getByTestId('phone-order-search').pressSequentially('29876');
        await page.getByTestId(`phone-order-customer-${client.customerId}`).click();
        await page.getByRole('button', { name: 'Makis', exact: true }).click();
        await page.getByTestId(`menu-add-${maki.id}`).click();
        const draft = page.getByTestId('draft-totals');
        await expect.poll(() => draft.textContent()).toContain('-20 % sur les Makis le mardi-1.800 TND');
        expect(await page.getByTestId('draft-total').textContent()).toBe('7.200 TND');
        await shoot(page, 'phone-order-1280');
        await page.keyboard.press('Escape');
        await page.goto(`${shop.url}/admin/promotions`);
      }
      await card.getByRole('button', { name: 'Voir les résultats' }).click();
      const figures = card.getByTestId('promotion-figures');
      await figures.getByText('3.600 TND').waitFor();
      expect(await figures.getByText('Commandes', { exact: true }).locator('..').textContent()).toBe('Commandes1');
      await expectAccessible(page, `promotions page ${viewport.width}`);
      await shoot(page, `offer-${viewport.width}`);
      // the dashboard's 'Offres': the same figures
      await page.goto(`${shop.url}/admin/dashboard`);
      const row = page.getByTestId('dashboard-offres').getByRole('row', { name: /-20 % sur les Makis le mardi/ });
      await row.getByText('3.600 TND').waitFor();
      await expectAccessible(page, `dashboard ${viewport.width}`);
      await page.getByRole('heading', { name: 'Offres', level: 2 }).scrollIntoViewIfNeeded();
      await shoot(page, `dashboard-${viewport.width}`);
      await page.context().close();
    }

    const operator = await signInAs(shop.app, { role: 'operator' });
    const { page } = await shop.openPage(DESKTOP);
    await useSessionCookie(page, operator.cookie, shop.url);
    await page.goto(`${shop.url}/admin/promotions`);
    const card = page.getByTestId('promotion-card').filter({ hasText: '-20 % sur les Makis le mardi' });
    await card.getByRole('button', { name: 'Mettre en pause' }).click();
    await card.getByText('En pause', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Nouvelle offre' }).count()).toBe(0);
    expect(await card.getByRole('button', { name: 'Modifier' }).count()).toBe(0);
    await card.getByRole('button', { name: 'Reprendre' }).waitFor();
  });
});
