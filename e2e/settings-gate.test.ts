/**
 * Issue 12 in Chromium: an admin saves a zone's minimum and pauses ordering and a customer's cart shows the
 * pause; the admin turns the access gate on, a visitor sees the gate, fails three times (counter and
 * message), enters with the right password, a new browser is refused again, turning the gate off opens
 * the site; an operator is refused /admin/settings and /admin/users by the server. axe on the gate, the
 * settings and the users pages; screenshots at 390 and 1280 px (E2E_SHOTS_DIR).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffAccount } from '../server/modules/auth/create-staff-account';
import { signInAs } from '../server/test/auth';
import { startApp, type RunningApp } from './support/app-server';
import { expectAccessible, toastWith, uniqueEmail, unexpectedErrors, useSessionCookie } from './support/account-page';
import { launchBrowser, openPage } from './support/browser';
import { addFromMenu, cartButton, drawer, zoneModal } from './support/cart-page';

let running: RunningApp;
let browser: Browser;
const SHOTS = process.env.E2E_SHOTS_DIR;

beforeAll(async () => {
  running = await startApp();
  browser = await launchBrowser();
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await running?.close();
});

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** The gate page is a 503 by design: the browser logs it as a failed resource. */
const realErrors = (errors: string[]) => unexpectedErrors(errors).filter((e) => !/status of (503|403)/.test(e));

async function adminPage(width = 1280) {
  const admin = await signInAs(running.app, { role: 'admin' });
  const watched = await openPage(browser, { width, height: 900 });
  await useSessionCookie(watched.page, admin.cookie, running.url);
  return watched;
}

describe('settings, service controls and the access gate', () => {
  it('an admin edits a zone minimum and pauses ordering; the customer sees the pause and cannot order', async () => {
    const { page, errors } = await adminPage();
    const { url } = running;
    await page.goto(`${url}/admin/settings`);
    await page.getByRole('heading', { name: 'Paramètres' }).waitFor();
    await page.getByRole('tab', { name: 'Identité' }).waitFor();
    await shot(page, 'settings-1280');
    await expectAccessible(page, '/admin/settings');

    await page.getByRole('tab', { name: 'Livraison' }).click();
    const minimum = page.getByLabel('Minimum de commande (TND)').first();
    await minimum.fill('42.000');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await toastWith(page, 'Paramètres sauvegardés').waitFor();
    const zones = (await (await fetch(`${url}/api/zones-livraison`)).json()) as { minimum_commande: number }[];
    expect(zones.map((z) => z.minimum_commande)).toContain(42_000);

    await page.getByRole('tab', { name: "Page d'accueil" }).click();
    await page.getByText('Aperçu téléphone (390 px)').waitFor();
    await shot(page, 'settings-hero-1280');

    await page.goto(`${url}/admin/orders`);
    await page.getByRole('button', { name: '30 min' }).click();
    await page.getByRole('status').filter({ hasText: /Les commandes sont momentanément suspendues\. Reprise prévue à \d\d:\d\d\./ }).waitFor();
    await shot(page, 'board-paused-1280');

    const customer = await signInAs(running.app);
    const shop = await openPage(browser, { width: 1280, height: 900 });
    await useSessionCookie(shop.page, customer.cookie, url);
    await shop.page.goto(url);
    const catalog = (await (await fetch(`${url}/api/catalog`)).json()) as { produits: { nom_fr: string; a_des_accompagnements: boolean }[] };
    await addFromMenu(shop.page, catalog.produits.find((p) => !p.a_des_accompagnements)!.nom_fr);
    await zoneModal(shop.page).getByRole('button', { name: 'À emporter' }).click();
    await zoneModal(shop.page).waitFor({ state: 'hidden' });
    await cartButton(shop.page).click();
    await drawer(shop.page).getByTestId('ordering-closed').filter({ hasText: 'Les commandes sont momentanément suspendues' }).waitFor();
    expect(await drawer(shop.page).getByTestId('order-button').isDisabled()).toBe(true);
    expect(await drawer(shop.page).getByTestId('order-button').textContent()).toContain('Commandes en pause');
    await shot(shop.page, 'cart-paused-1280');

    await page.getByRole('button', { name: 'Reprendre les commandes' }).click();
    await toastWith(page, 'Commandes reprises').waitFor();
    expect(realErrors(errors)).toEqual([]);
    expect(realErrors(shop.errors)).toEqual([]);
    await shop.page.context().close();
    await page.context().close();
  });

  it('the gate: three failures, entry with the password, a new browser refused, off opens the site', async () => {
    const { page: admin } = await adminPage();
    const { url } = running;
    await admin.goto(`${url}/admin/settings`);
    await admin.getByRole('tab', { name: 'Accès' }).click();
    await admin.getByLabel('Accès protégé actif').check();
    await admin.getByLabel('Mot de passe des testeurs').fill('testeurs-2026');
    await admin.getByRole('button', { name: 'Enregistrer' }).click();
    await toastWith(admin, 'Paramètres sauvegardés').waitFor();
    await admin.getByText('Défini', { exact: true }).waitFor();

    for (const width of [390, 1280]) {
      const { page } = await openPage(browser, { width, height: 844 });
      const res = await page.goto(url);
      expect(res!.status()).toBe(503);
      await page.getByText('Accès Protégé').waitFor();
      await shot(page, `gate-${width}`);
      await page.context().close();
    }

    const { page, errors } = await openPage(browser, { width: 390, height: 844 });
    await page.goto(`${url}/menu`);
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
    expect(realErrors(errors)).toEqual([]);

    const fresh = await openPage(browser, { width: 390, height: 844 });
    expect((await fresh.page.goto(url))!.status()).toBe(503);
    const api = await fresh.page.request.get(`${url}/api/catalog`);
    expect(api.status()).toBe(403);
    expect((await api.json()).error.message).toBe('Accès protégé : le site est réservé aux testeurs pour le moment.');

    await admin.getByLabel('Accès protégé actif').uncheck();
    await admin.getByRole('button', { name: 'Enregistrer' }).click();
    await toastWith(admin, 'Paramètres sauvegardés').waitFor();
    expect((await fresh.page.goto(url))!.status()).toBe(200);
    await fresh.page.getByTestId('cart-button').waitFor();
    await fresh.page.context().close();
    await page.context().close();
    await admin.context().close();
  });

  it('an operator is refused /admin/settings and /admin/users by the server; the users page for an admin', async () => {
    const email = uniqueEmail('operator');
    await createStaffAccount({ auth: running.app.auth, db: running.app.database.db, input: { email, password: 'sakura-2026', role: 'operator' } });
    const operator = await signInAs(running.app, { role: 'operator' });
    const { page } = await openPage(browser);
    await useSessionCookie(page, operator.cookie, running.url);
    for (const api of ['/api/admin/settings', '/api/admin/staff', '/api/admin/customers']) {
      const res = await page.request.get(`${running.url}${api}`);
      expect(res.status(), api).toBe(403);
    }
    await page.goto(`${running.url}/admin/settings`);
    await page.getByText("Accès refusé. Vous n'avez pas les permissions nécessaires pour accéder à cette zone.").waitFor();
    await page.context().close();

    for (const width of [390, 1280]) {
      const { page: adminView, errors } = await adminPage(width);
      await adminView.goto(`${running.url}/admin/users`);
      await adminView.getByRole('heading', { name: 'Utilisateurs' }).waitFor();
      await adminView.getByRole('list', { name: 'Personnel' }).waitFor();
      await expectAccessible(adminView, '/admin/users');
      await shot(adminView, `users-${width}`);
      await adminView.getByRole('tab', { name: 'Clients' }).click();
      await adminView.getByRole('list', { name: 'Clients' }).waitFor();
      await shot(adminView, `customers-${width}`);
      if (width === 390) {
        await adminView.goto(`${running.url}/admin/settings`);
        await adminView.getByRole('tab', { name: 'Identité' }).waitFor();
        await shot(adminView, 'settings-390');
      }
      expect(realErrors(errors)).toEqual([]);
      await adminView.context().close();
    }
  });
});
