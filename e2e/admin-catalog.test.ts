/**
 * The back-office catalogue journey in Chromium: an operator creates a category, an accompaniment
 * and a product linked to it; a shop tab opened before shows the product without reloading; the
 * operator marks it sold out (the shop shows Épuisé, checkout refuses it); deleting the category is
 * refused with the spec's message. axe on each screen, phone and desktop. SCREENSHOTS_DIR=... saves
 * screenshots of each screen at 390 and 1280 px.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createStaffAccount } from '../server/modules/auth/create-staff-account';
import { signInAs } from '../server/test/auth';
import { postOrder } from '../server/test/orders';
import { expectAccessible, toastWith, uniqueEmail } from './support/account-page';
import { waitForWorker } from './support/service-worker';
import { PHONE, useShop } from './support/shop';

// The refused category delete answers 409 on purpose; any other console error fails the test (fixture).
const shop = useShop({ allowConsoleErrors: [/status of 409/] });
const running = shop;

async function shot(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

async function signInOperator(page: Page) {
  const email = uniqueEmail('operateur');
  const password = 'sakura-2026';
  await createStaffAccount({ auth: running.app.auth, db: running.app.database.db, input: { email, password, role: 'operator' } });
  await page.goto(`${running.url}/admin/login`);
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(`${running.url}/admin/dashboard`);
}

describe('the back-office catalogue', () => {
  it('creates a category, an accompaniment and a linked product that the shop shows live, then marks it sold out', async () => {
    const { page } = await shop.openPage();
    // The shop tab runs with the service worker, as a visitor's does: each live change must reach it.
    const { page: shopPage } = await shop.openPage(undefined, { serviceWorkers: 'allow' });
    const { url } = running;
    await shopPage.goto(url);
    await shopPage.getByRole('heading', { level: 1 }).first().waitFor();
    await waitForWorker(shopPage);
    await signInOperator(page);

    // Category
    await page.goto(`${url}/admin/categories`);
    await page.getByRole('heading', { name: 'Catégories' }).waitFor();
    await page.getByRole('button', { name: 'Nouvelle catégorie' }).click();
    const categoryDialog = page.getByRole('dialog');
    await categoryDialog.getByLabel('Nom').fill('Poke bowls');
    expect(await categoryDialog.getByLabel('Code interne').inputValue()).toBe('poke-bowls');
    await categoryDialog.getByRole('button', { name: 'Créer la catégorie' }).click();
    await toastWith(page, 'Catégorie créée avec succès').waitFor();
    await page.getByText('#poke-bowls · 0 produit').waitFor();
    await expectAccessible(page, '/admin/categories');
    await shot(page, 'categories-1280');

    // Accompaniment
    await page.goto(`${url}/admin/accompagnements`);
    await page.getByRole('button', { name: 'Nouvel accompagnement' }).click();
    const sideDialog = page.getByRole('dialog');
    await sideDialog.getByLabel('Nom').fill('Sauce yuzu maison');
    await sideDialog.getByLabel('Prix (TND)').fill('1.500');
    await sideDialog.getByRole('button', { name: "Créer l'accompagnement" }).click();
    await toastWith(page, 'Accompagnement créé avec succès').waitFor();
    await page.getByText('1.500 TND').first().waitFor();
    await expectAccessible(page, '/admin/accompagnements');
    await shot(page, 'accompagnements-1280');

    // Product linked to the accompaniment
    await page.goto(`${url}/admin/products`);
    await page.getByRole('button', { name: 'Nouveau produit' }).click();
    const productDialog = page.getByRole('dialog');
    await productDialog.getByLabel('Catégorie', { exact: true }).selectOption({ label: 'Poke bowls' });
    await productDialog.getByLabel('Nom', { exact: true }).fill('Poke saumon teriyaki');
    await productDialog.getByLabel('Prix (TND)').fill('18.500');
    await productDialog.getByLabel('Poissons', { exact: true }).check();
    await productDialog.getByLabel('Poisson cru').check();
    await productDialog.getByLabel('Sauce yuzu maison').check();
    await expectAccessible(page, '/admin/products (form)');
    await shot(page, 'product-form-1280');
    await productDialog.getByRole('button', { name: 'Créer le produit' }).click();
    await toastWith(page, 'Accompagnements mis à jour avec succès').waitFor();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByLabel('Rechercher un produit').fill('Poke saumon');
    await page.getByText('Poke bowls · 18.500 TND').waitFor();
    await expectAccessible(page, '/admin/products');
    await shot(page, 'products-1280');

    // The shop tab, never reloaded, shows it.
    const card = shopPage.locator('article').filter({ hasText: 'Poke saumon teriyaki' });
    await card.waitFor({ timeout: 3000 });
    await card.getByRole('button', { name: 'Ajouter Poke saumon teriyaki au panier' }).waitFor();
    // Its accompaniment, ticked in the form (a change of its own, after the product's creation), shows too.
    await card.getByText('+ Accompagnement').waitFor({ timeout: 3000 });

    // Sold out until further notice.
    await page.getByRole('button', { name: 'Modifier Poke saumon teriyaki' }).click();
    await page.getByRole('dialog').getByRole('switch', { name: 'Rupture' }).click();
    await page.getByLabel('Jusqu’à nouvel ordre').check();
    await page.getByRole('button', { name: 'Marquer épuisé' }).click();
    await toastWith(page, 'Poke saumon teriyaki : Épuisé').waitFor();
    await page.keyboard.press('Escape');
    await card.getByRole('button', { name: 'Poke saumon teriyaki : Épuisé' }).waitFor({ timeout: 3000 });
    expect(await card.getByRole('button', { name: 'Poke saumon teriyaki : Épuisé' }).isDisabled()).toBe(true);
    await expectAccessible(shopPage, '/ with a sold-out dish');

    // Checkout refuses it, naming it.
    const client = await signInAs(running.app);
    const [product] = (await (await fetch(`${url}/api/catalog`)).json()).produits.filter((p: { nom_fr: string }) => p.nom_fr === 'Poke saumon teriyaki');
    const order = await postOrder(running.app, client, {
      type_commande: 'A_emporter',
      mode_paiement: 'especes',
      items: [{ product_id: product.id, quantity: 1 }],
    });
    expect(order.statusCode).toBe(422);
    expect(order.json().error.message).toBe('Poke saumon teriyaki est épuisé pour le moment. Retirez-le du panier pour continuer.');

    // The category holds a product: deleting it is refused with the spec's message.
    await page.goto(`${url}/admin/categories`);
    await page.getByRole('button', { name: 'Supprimer Poke bowls' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
    await toastWith(page, 'Erreur lors de la suppression: Impossible de supprimer une catégorie qui contient des produits').waitFor();

    // Phone: the same screens at 390 px with the bottom navigation.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [path, name] of [
      ['/admin/categories', 'categories'],
      ['/admin/products', 'products'],
      ['/admin/accompagnements', 'accompagnements'],
    ] as const) {
      await page.goto(`${url}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('list').first().waitFor();
      await expectAccessible(page, `${path} (390 px)`);
      await shot(page, `${name}-390`);
    }
    await shopPage.setViewportSize({ width: 390, height: 844 });
    await card.scrollIntoViewIfNeeded();
    if (process.env.SCREENSHOTS_DIR) await card.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/shop-sold-out-card-390.png` });
  }, 240_000);

  it('shows its toasts on a phone clear of the header and of the bottom navigation', async () => {
    const { page } = await shop.openSignedInPage({ role: 'admin' }, PHONE);
    await page.goto(`${running.url}/admin/categories`);
    await page.getByRole('heading', { name: 'Catégories' }).waitFor();
    await page.getByRole('button', { name: 'Nouvelle catégorie' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nom').fill('Toasts sur mobile');
    await dialog.getByRole('button', { name: 'Créer la catégorie' }).click();
    const shown = toastWith(page, 'Catégorie créée avec succès');
    await shown.waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // Wait until the toast has settled (sonner slides it in).
    let box = (await shown.boundingBox())!;
    await expect
      .poll(async () => {
        const before = box;
        box = (await shown.boundingBox())!;
        return before.y === box.y;
      })
      .toBe(true);
    const header = (await page.locator('header').first().boundingBox())!;
    const nav = (await page.getByRole('navigation', { name: 'Administration (mobile)' }).boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(box.y + box.height).toBeLessThanOrEqual(nav.y);
    await shot(page, 'admin-toast-390');
  });
});
