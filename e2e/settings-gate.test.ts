/**
 * In the browser: an admin saves a zone's minimum and pauses ordering and a customer's cart shows the
 * pause; the admin turns the access gate on, a visitor sees the gate, fails three times (counter and
 * message), enters with the right password, a new browser is refused again, turning the gate off opens
 * the site; an operator is refused /admin/settings and /admin/users by the server. axe on the gate, the
 * settings and the users pages; screenshots at 390 and 1280 px (E2E_SHOTS_DIR).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStaffAccount } from '../server/modules/auth/create-staff-account';
import { expectAccessible, toastWith, uniqueEmail } from './support/account-page';
import { headingJumps } from './support/axe';
import { saveSettings } from './support/settings-page';
import { addFromMenu, cartButton, drawer, zoneModal } from './support/cart-page';
import { useShop } from './support/shop';
import { buildShopMenu } from './support/shop-menu';

const shop = useShop();
const SHOTS = process.env.E2E_SHOTS_DIR;

beforeAll(async () => {
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  await buildShopMenu(shop);
});

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** The gate answers pages with 503 by design: the browser logs it as a failed resource. */
const GATE_PAGE = /^Failed to load resource: the server responded with a status of 503/;
/** The gate and the staff roles answer API calls with 403 by design. */
const REFUSED_API = /^Failed to load resource: the server responded with a status of 403/;
/** A wrong tester password is refused with a 401. */
const WRONG_PASSWORD = /^Failed to load resource: the server responded with a status of 401/;

function adminPage(width = 1280) {
  return shop.openSignedInPage({ role: 'admin' }, { width, height: 900 });
}

describe('settings, service controls and the access gate', () => {
  it('an admin edits a zone minimum and pauses ordering; the customer sees the pause and cannot order', async () => {
    // Both pages are the fixture's: any console error fails the test (nothing is refused on purpose here).
    const { page } = await adminPage();
    const { url } = shop;
    await page.goto(`${url}/admin/settings`);
    await page.getByRole('heading', { name: 'Paramètres' }).waitFor();
    await page.getByRole('tab', { name: 'Identité' }).waitFor();
    await shot(page, 'settings-1280');
    await expectAccessible(page, '/admin/settings');

    await page.getByRole('tab', { name: 'Livraison' }).click();
    const minimum = page.getByLabel('Minimum de commande (TND)').first();
    await minimum.fill('42.000');
    await saveSettings(page);
    const zones = (await (await fetch(`${url}/api/zones-livraison`)).json()) as { minimum_commande: number }[];
    expect(zones.map((z) => z.minimum_commande)).toContain(42_000);

    await page.getByRole('tab', { name: "Page d'accueil" }).click();
    await page.getByText('Aperçu téléphone (390 px)').waitFor();
    await shot(page, 'settings-hero-1280');

    await page.goto(`${url}/admin/orders`);
    await page.getByRole('button', { name: '30 min' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /Les commandes sont momentanément suspendues\. Reprise prévue à \d\d:\d\d\./ })
      .waitFor();
    await shot(page, 'board-paused-1280');

    const customer = await shop.openSignedInPage({}, { width: 1280, height: 900 });
    await customer.page.goto(url);
    const catalog = (await (await fetch(`${url}/api/catalog`)).json()) as { produits: { nom_fr: string; a_des_accompagnements: boolean }[] };
    await addFromMenu(customer.page, catalog.produits.find((p) => !p.a_des_accompagnements)!.nom_fr);
    await zoneModal(customer.page).getByRole('button', { name: 'À emporter' }).click();
    await zoneModal(customer.page).waitFor({ state: 'hidden' });
    await cartButton(customer.page).click();
    await drawer(customer.page).getByTestId('ordering-closed').filter({ hasText: 'Les commandes sont momentanément suspendues' }).waitFor();
    // Order ahead: a slot after the pause may still be ordered.
    expect(await drawer(customer.page).getByTestId('order-button').isDisabled()).toBe(false);
    expect(await drawer(customer.page).getByTestId('order-button').textContent()).toMatch(/^Commander pour (aujourd'hui|demain) à \d\d:\d\d$/);
    await shot(customer.page, 'cart-paused-1280');

    await page.getByRole('button', { name: 'Reprendre les commandes' }).click();
    await toastWith(page, 'Commandes reprises').waitFor();
  });

  it('the gate: three failures, entry with the password, a new browser refused, off opens the site', async () => {
    // The gate answers every page with 503 and the API with 403 on purpose; a wrong password is a 401.
    shop.allowConsoleErrors(GATE_PAGE);
    shop.allowConsoleErrors(REFUSED_API);
    shop.allowConsoleErrors(WRONG_PASSWORD);
    const { page: admin } = await adminPage();
    const { url } = shop;
    await admin.goto(`${url}/admin/settings`);
    await admin.getByRole('tab', { name: 'Accès' }).click();
    await admin.getByLabel('Accès protégé actif').check();
    await admin.getByLabel('Mot de passe des testeurs').fill('testeurs-2026');
    await saveSettings(admin);
    await admin.getByText('Défini', { exact: true }).waitFor();

    for (const width of [390, 1280]) {
      const { page } = await shop.openPage({ width, height: 844 });
      const res = await page.goto(url);
      expect(res!.status()).toBe(503);
      await page.getByText('Accès Protégé').waitFor();
      // The gate's cards are sections under the restaurant's name: h1 then h2, never h1 then h3.
      await page.getByRole('heading', { name: 'Accès Testeurs' }).waitFor();
      expect(await headingJumps(page)).toEqual([]);
      await shot(page, `gate-${width}`);
      await page.context().close();
    }

    const { page, errors } = await shop.openPage({ width: 390, height: 844 });
    // Any page of the shop is behind the gate (not only the home page).
    await page.goto(`${url}/auth/client`);
    await page.getByText('Bientôt Disponible').waitFor();
    await page.getByText('Notre site sera bientôt en ligne !').waitFor();
    await page.getByRole('heading', { name: 'Sakura Sushi' }).waitFor();
    await expectAccessible(page, 'gate');
    await page.getByRole('button', { name: 'Accéder' }).click();
    await page.getByRole('alert').filter({ hasText: 'Veuillez saisir le mot de passe' }).waitFor();
    const field = page.getByLabel('Mot de passe', { exact: true });
    for (let n = 1; n <= 3; n += 1) {
      await field.fill(`faux-${n}`);
      await page.getByRole('button', { name: 'Accéder' }).click();
      await page.getByText(`Tentatives échouées: ${n}`, { exact: n < 3 }).waitFor();
      expect(await field.inputValue()).toBe('');
    }
    await page.getByRole('alert').filter({ hasText: 'Mot de passe incorrect' }).waitFor();
    await page.getByText("Tentatives échouées: 3 - Contactez l'administrateur si vous avez besoin d'aide").waitFor();
    await shot(page, 'gate-failures-390');
    await page.getByRole('button', { name: 'Afficher le mot de passe' }).click();
    await field.fill('testeurs-2026');
    await page.getByRole('button', { name: 'Accéder' }).click();
    await page.getByText('Accès autorisé').waitFor();
    await page.getByText('Bienvenue ! Redirection en cours...').waitFor();
    await page.waitForFunction(() => !document.getElementById('__GATE__'), undefined, { timeout: 5000 });
    await page.getByTestId('cart-button').waitFor();
    expect(errors.filter((e) => !GATE_PAGE.test(e) && !REFUSED_API.test(e) && !WRONG_PASSWORD.test(e))).toEqual([]);

    const fresh = await shop.openPage({ width: 390, height: 844 });
    expect((await fresh.page.goto(url))!.status()).toBe(503);
    const api = await fresh.page.request.get(`${url}/api/catalog`);
    expect(api.status()).toBe(403);
    expect((await api.json()).error.message).toBe('Accès protégé : le site est réservé aux testeurs pour le moment.');

    await admin.getByLabel('Accès protégé actif').uncheck();
    await saveSettings(admin);
    expect((await fresh.page.goto(url))!.status()).toBe(200);
    await fresh.page.getByTestId('cart-button').waitFor();
  });

  it('an operator is refused /admin/settings and /admin/users by the server; the users page for an admin', async () => {
    // The operator's refusals are 403 on purpose.
    shop.allowConsoleErrors(REFUSED_API);
    const email = uniqueEmail('operator');
    await createStaffAccount({ auth: shop.app.auth, db: shop.db, input: { email, password: 'sakura-2026', role: 'operator' } });
    const { page } = await shop.openSignedInPage({ role: 'operator' });
    for (const api of ['/api/admin/settings', '/api/admin/staff', '/api/admin/customers']) {
      const res = await page.request.get(`${shop.url}${api}`);
      expect(res.status(), api).toBe(403);
    }
    await page.goto(`${shop.url}/admin/settings`);
    await page.getByText("Accès refusé. Vous n'avez pas les permissions nécessaires pour accéder à cette zone.").waitFor();

    for (const width of [390, 1280]) {
      const { page: adminView, errors } = await adminPage(width);
      await adminView.goto(`${shop.url}/admin/users`);
      await adminView.getByRole('heading', { name: 'Utilisateurs' }).waitFor();
      await adminView.getByRole('list', { name: 'Personnel' }).waitFor();
      await expectAccessible(adminView, '/admin/users');
      await shot(adminView, `users-${width}`);
      await adminView.getByRole('tab', { name: 'Clients' }).click();
      await adminView.getByRole('list', { name: 'Clients' }).waitFor();
      await shot(adminView, `customers-${width}`);
      if (width === 390) {
        await adminView.goto(`${shop.url}/admin/settings`);
        await adminView.getByRole('tab', { name: 'Identité' }).waitFor();
        await shot(adminView, 'settings-390');
      }
      expect(errors.filter((e) => !REFUSED_API.test(e))).toEqual([]);
    }
  });
});
