/**
 * Staff sign-in and the back-office frame in Chromium: /admin without a session goes to
 * /admin/login; a wrong password shows the server's message; an operator lands on the dashboard with
 * the e-mail and the 'Opérateur' badge, the operator menu only, the access-denied text on an
 * admin-only page, unknown paths back to the dashboard; an admin gets the full menu and the bottom
 * navigation on a phone; sign-out says 'Déconnexion réussie' and returns to /admin/login.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createStaffAccount } from '../server/modules/auth/create-staff-account';
import { signInAs } from '../server/test/auth';
import { expectAccessible, toastWith, uniqueEmail, useSessionCookie } from './support/account-page';
import { headingJumps } from './support/axe';
import { EXPECTED_REFUSAL, useShop } from './support/shop';

const shop = useShop({ allowConsoleErrors: [EXPECTED_REFUSAL] });

/**
 * Playwright's 'networkidle' never comes on a page that follows a live stream (the board's, the dashboard's: a
 * fetch kept open). This waits for 500 ms without a request in flight, a stream counting only until it answers.
 */
function watchNetwork(page: Page) {
  const inFlight = new Set<Request>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  page.on('response', (response) => {
    if ((response.headers()['content-type'] ?? '').includes('text/event-stream')) inFlight.delete(response.request());
  });
  return {
    async settled() {
      const deadline = Date.now() + 30_000;
      let quietSince = Date.now();
      while (Date.now() - quietSince < 500) {
        if (inFlight.size > 0) quietSince = Date.now();
        if (Date.now() > deadline) throw new Error(`still loading: ${[...inFlight].map((request) => request.url()).join(', ')}`);
        await page.waitForTimeout(50);
      }
    },
  };
}

async function staff(role: 'admin' | 'operator') {
  const email = uniqueEmail(role);
  const password = 'sakura-2026';
  await createStaffAccount({ auth: shop.app.auth, db: shop.app.database.db, input: { email, password, role } });
  return { email, password };
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** The outermost elements that end past a 320 px screen (what makes it scroll sideways), for the failure message. */
function widerThanScreen(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > 321 && el.parentElement!.getBoundingClientRect().right <= 321)
      .slice(0, 4)
      .map((el) => `${el.tagName}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`),
  );
}

describe('the back-office frame', () => {
  it('signs an operator in, shows the operator menu and refuses admin-only pages', async () => {
    const { email, password } = await staff('operator');
    const { page } = await shop.openPage();
    const { url } = shop.running;

    await page.goto(`${url}/admin/orders`);
    await page.waitForURL(`${url}/admin/login`);
    await page.getByRole('heading', { name: 'Connexion administrateur' }).waitFor();
    await expectAccessible(page, '/admin/login');

    await signIn(page, email, 'mauvais-mot');
    await page.getByRole('alert').filter({ hasText: 'E-mail ou mot de passe incorrect' }).waitFor();
    await signIn(page, email, password);
    await page.waitForURL(`${url}/admin/dashboard`);
    await page.getByTestId('admin-email').filter({ hasText: email }).waitFor();
    await page.getByText('Opérateur', { exact: true }).waitFor();

    const menu = page.getByRole('navigation', { name: 'Administration', exact: true });
    const entries = await menu.getByRole('link').allTextContents();
    expect(entries).toEqual([
      'Dashboard',
      'Catégories',
      'Produits',
      'Accompagnements',
      'Commandes',
      'Cuisine',
      'Images',
      'Promotions',
      'Avis',
      'Clôture',
      'Livreurs',
    ]);
    await page.getByRole('heading', { name: 'Tableau de bord', level: 1 }).waitFor();
    await expectAccessible(page, '/admin/dashboard (operator)');

    await page.goto(`${url}/admin/settings`);
    await page.getByText("Accès refusé. Vous n'avez pas les permissions nécessaires pour accéder à cette zone.").waitFor();
    await page.goto(`${url}/admin/nimporte-quoi`);
    await page.waitForURL(`${url}/admin/dashboard`);
    await page.goto(`${url}/admin`);
    await page.waitForURL(`${url}/admin/dashboard`);

    // A staff session on /admin/login goes straight to the dashboard.
    await page.goto(`${url}/admin/login`);
    await page.waitForURL(`${url}/admin/dashboard`);

    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await toastWith(page, 'Déconnexion réussie').filter({ hasText: 'À bientôt !' }).waitFor();
    await page.waitForURL(`${url}/admin/login`);
    await page.context().close();
  });

  it('gives an admin the full menu, and the bottom navigation on a phone', async () => {
    const { email, password } = await staff('admin');
    const { page } = await shop.openPage({ width: 390, height: 844 });
    const { url } = shop.running;

    await page.goto(`${url}/admin/login`);
    await signIn(page, email, password);
    await page.waitForURL(`${url}/admin/dashboard`);
    await page.getByText('Administrateur', { exact: true }).waitFor();
    const bottom = page.getByRole('navigation', { name: 'Administration (mobile)' });
    expect(await bottom.getByRole('link').allTextContents()).toEqual(['Dashboard', 'Produits', 'Commandes', 'Paramètres']);
    expect(await page.getByRole('navigation', { name: 'Administration', exact: true }).isVisible()).toBe(false);
    await bottom.getByRole('link', { name: 'Paramètres' }).click();
    await page.waitForURL(`${url}/admin/settings`);
    await page.getByRole('heading', { name: 'Paramètres' }).waitFor();
    await expectAccessible(page, '/admin/settings on a phone (admin)');
    await page.context().close();
  });

  it('opens every back-office page from a phone, with no sideways scroll at 320 px and no skipped heading level', async () => {
    const admin = await signInAs(shop.app, { role: 'admin' });
    const { page } = await shop.openPage({ width: 390, height: 844 });
    const network = watchNetwork(page);
    await useSessionCookie(page, admin.cookie, shop.url);
    await page.goto(`${shop.url}/admin/dashboard`);
    const bottom = page.getByRole('navigation', { name: 'Administration (mobile)' });
    await bottom.getByRole('button', { name: 'Plus' }).click();
    const all = page.getByRole('navigation', { name: 'Administration (toutes les pages)' });
    expect(await all.getByRole('link').allTextContents()).toEqual([
      'Catégories',
      'Accompagnements',
      'Cuisine',
      'Images',
      'Fidélité',
      'Promotions',
      'Avis',
      'Clôture',
      'Livreurs',
      'Tests E2E',
      'Test Email',
      'Utilisateurs',
    ]);
    const sheet = page.getByRole('dialog', { name: 'Administration' });
    expect(await sheet.getByRole('link', { name: 'Voir la boutique' }).getAttribute('href')).toBe('/');
    await sheet.getByRole('button', { name: 'Se déconnecter' }).waitFor();
    await all.getByRole('link', { name: 'Fidélité' }).click();
    await page.waitForURL(`${shop.url}/admin/loyalty`);
    await sheet.waitFor({ state: 'hidden' });
    await expectAccessible(page, '/admin/loyalty on a phone');

    await page.setViewportSize({ width: 320, height: 700 });
    const wide: string[] = [];
    const jumps: string[] = [];
    for (const path of [
      'dashboard',
      'categories',
      'products',
      'accompagnements',
      'orders',
      'kitchen',
      'images',
      'loyalty',
      'promotions',
      'cloture',
      'e2e-tests',
      'email-test',
      'users',
      'settings',
      'events',
    ]) {
      await page.goto(`${shop.url}/admin/${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await network.settled();
      jumps.push(...(await headingJumps(page)).map((jump) => `${path}: ${jump}`));
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 320) {
        const culprits = await widerThanScreen(page);
        wide.push(`${path}: ${width} px ${culprits.join(' | ')}`);
      }
    }
    // Every section of Paramètres, the home page's preview and image rows included.
    await page.goto(`${shop.url}/admin/settings`);
    const tabs = page.getByRole('tab');
    await tabs.first().waitFor();
    for (const name of await tabs.allTextContents()) {
      await page.getByRole('tab', { name, exact: true }).click();
      await network.settled();
      jumps.push(...(await headingJumps(page)).map((jump) => `Paramètres › ${name}: ${jump}`));
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 320) {
        const culprits = await widerThanScreen(page);
        wide.push(`Paramètres › ${name}: ${width} px ${culprits.join(' | ')}`);
      }
    }
    expect(wide).toEqual([]);
    expect(jumps).toEqual([]);
  });

  it('sends a signed-in customer from /admin to the shop', async () => {
    const customer = await signInAs(shop.app, { email: uniqueEmail('client') });
    const { page } = await shop.openPage();
    await useSessionCookie(page, customer.cookie, shop.url);
    await page.goto(`${shop.url}/admin/dashboard`);
    await page.waitForURL(`${shop.url}/`);
    await page.goto(`${shop.url}/admin/login`);
    await page.waitForURL(`${shop.url}/`);
    await page.context().close();
  });
});
