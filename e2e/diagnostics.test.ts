/**
 * The admin diagnostics in Chromium: an admin launches the API suite of the
 * built-in runner, follows its progress, opens the results and exports them; sends a test e-mail and
 * finds it in the history as Envoyé; filters the app events on 'order.' and finds the order just placed;
 * sends the real signup confirmation from the auth test page; gives a job that failed for good back to
 * its queue (Tâches en échec, Réessayer). axe on every screen; screenshots at 390 and 1280 px into
 * E2E_SCREENSHOTS when set.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notificationOutbox } from '../server/db/schema/index';
import { signInAs } from '../server/test/auth';
import { menuFixture, pickupBody, postOrder } from '../server/test/orders';
import { expectAccessible, toastWith } from './support/account-page';
import { saveSettings } from './support/settings-page';
import { useShop } from './support/shop';
import { buildShopMenu } from './support/shop-menu';

const shop = useShop();
const shots = process.env.E2E_SCREENSHOTS;

beforeAll(async () => {
  if (shots) mkdirSync(shots, { recursive: true });
  // The built-in suites play the shop: its catalogue, zones and payment modes, a dish to add on the home page.
  await buildShopMenu(shop);
});

async function adminPage(width = 1280) {
  return shop.openSignedInPage({ role: 'admin' }, { width, height: width < 768 ? 844 : 900 });
}

async function shoot(page: Page, name: string) {
  if (shots)
    await page.screenshot({
      path: path.join(shots, `${name}.png`),
      fullPage: true,
    });
}

describe('admin diagnostics screens', () => {
  it('filters the app events on order. and finds the order just placed', async () => {
    const client = await signInAs(shop.app);
    const menu = await menuFixture(shop.app.database.db);
    const placed = await postOrder(shop.app, client, pickupBody(menu));
    expect(placed.statusCode).toBe(201);
    const numero = placed.json().order.numero_commande as string;

    const { page } = await adminPage();
    await page.goto(`${shop.url}/admin/events`);
    await page.getByRole('heading', { name: 'App Events (24h)' }).waitFor();
    await expect(page.getByLabel("Filtrer par préfixe d'événement").inputValue()).resolves.toBe('ensure_profile.');
    await page.getByLabel("Filtrer par préfixe d'événement").fill('order.');
    const row = page.getByRole('row').filter({ hasText: 'order.created' }).filter({ hasText: numero });
    await row.waitFor();
    await expect(row.getByRole('link', { name: `Commande ${numero}` }).getAttribute('href')).resolves.toBe(`/order-tracking/${numero}`);
    await expectAccessible(page, '/admin/events');
    await shoot(page, 'events-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, 'events-390');
  });

  it('lists a job that failed for good and gives it back to its queue with Réessayer', async () => {
    const [dead] = await shop.app.database.db
      .insert(notificationOutbox)
      .values({
        type: 'email',
        recipient: 'perdu@example.tn',
        subject: 'Votre commande SK-DEAD est prête',
        content: 'c',
        status: 'failed',
        attempts: 6,
        last_error: 'SMTP 550 boîte pleine',
      })
      .returning();
    const { page } = await adminPage();
    await page.goto(`${shop.url}/admin/events`);
    const job = page.getByTestId('dead-job').filter({ hasText: 'Votre commande SK-DEAD est prête' });
    await job.waitFor();
    await expect(job.textContent()).resolves.toContain('SMTP 550 boîte pleine');
    await expectAccessible(page, '/admin/events (tâches en échec)');
    await job.getByRole('button', { name: 'Réessayer' }).click();
    await toastWith(page, 'Tâche relancée').waitFor();
    await job.waitFor({ state: 'detached' });
    const [row] = await shop.app.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.id, dead!.id));
    expect(row!.status).not.toBe('failed');
  });

  it('sends a test e-mail and finds it in the history as Envoyé', async () => {
    const { page } = await adminPage(390);
    await page.goto(`${shop.url}/admin/email-test`);
    await page.getByRole('heading', { name: 'Test Email' }).waitFor();
    await page.getByRole('button', { name: "Envoyer l'e-mail de test" }).click();
    // The spec's own text, verbatim ('email' included).
    await toastWith(page, "Veuillez remplir l'email et le sujet").waitFor();
    await page.getByLabel('Adresse e-mail de destination').fill('chef@example.tn');
    await page.getByLabel('Sujet').fill('Vérification du jour');
    await page.getByLabel('Contenu').fill('Bonjour,\nceci est un test.');
    await page.getByRole('button', { name: "Envoyer l'e-mail de test" }).click();
    await toastWith(page, 'E-mail envoyé par la boîte d’envoi locale').waitFor();
    const history = page.getByRole('list', { name: 'Historique des envois' });
    const entry = history.getByRole('listitem').filter({ hasText: '[TEST] Vérification du jour' });
    await entry.getByText('Envoyé', { exact: true }).waitFor();
    // The type and the provider in words, never their keys (email_type 'test', provider 'outbox').
    await entry.getByText('Test simple', { exact: true }).waitFor();
    await entry.getByText('par la boîte d’envoi locale', { exact: true }).waitFor();
    await expect(entry.getByText('test', { exact: true }).count()).resolves.toBe(0);
    await expect(entry.textContent()).resolves.not.toMatch(/outbox/);
    await expectAccessible(page, '/admin/email-test');
    await shoot(page, 'email-test-390');
    await page.getByRole('tab', { name: 'Configuration' }).click();
    const provider = page.getByText('Fournisseur actif :');
    await expect(provider.textContent()).resolves.toBe('Fournisseur actif : Boîte d’envoi locale');
    await expect(page.getByLabel('Port').inputValue()).resolves.toBe('465');
    await page.getByLabel('Serveur (hôte)').fill('smtp.example.tn');
    await saveSettings(page, page.getByRole('button', { name: 'Sauvegarder' }));
    await page.getByLabel('Adresse e-mail de test').fill('chef@example.tn');
    await page.getByRole('button', { name: 'Tester le fournisseur' }).click();
    const probe = page.getByRole('status').filter({ hasText: /^Succès/ });
    await probe.waitFor();
    expect(await probe.textContent()).toMatch(/^Succès \(Boîte d’envoi locale, \d+ ms\) : Fournisseur opérationnel$/);
    expect(await probe.textContent()).not.toMatch(/outbox/);
    await expectAccessible(page, '/admin/email-test configuration');
    await shoot(page, 'email-config-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('tab', { name: 'Test' }).click();
    // The provider test is in the history too, its type in words ('provider_test' never shown).
    const probed = history.getByRole('listitem').filter({ hasText: '[TEST] Test du fournisseur d’e-mails' });
    await probed.getByText('Test du fournisseur', { exact: true }).waitFor();
    await expect(history.textContent()).resolves.not.toMatch(/provider_test|outbox/);
    await shoot(page, 'email-test-1280');
  });

  it('sends the real signup confirmation from the auth e-mail test page', async () => {
    const { page } = await adminPage(390);
    await page.goto(`${shop.url}/admin/supabase-auth-test`);
    await page.getByRole('heading', { name: 'Test des e-mails d’authentification' }).waitFor();
    const card = page.locator('form').nth(1);
    await card.getByLabel('Adresse e-mail').fill('inscription@example.tn');
    await card.getByRole('button', { name: "Renvoyer l'e-mail de confirmation" }).click();
    await toastWith(page, 'Email de confirmation renvoyé ! Vérifiez votre boîte mail.').waitFor();
    await page.getByRole('list', { name: 'Historique local' }).getByText('inscription@example.tn').waitFor();
    await expectAccessible(page, '/admin/supabase-auth-test');
    await shoot(page, 'auth-test-390');
  });

  it('launches the API suite, follows its progress, opens the results and exports them', async () => {
    const { page } = await adminPage();
    await page.goto(`${shop.url}/admin/e2e-tests`);
    await page.getByRole('heading', { name: 'Tests End-to-End (E2E)' }).waitFor();
    await expectAccessible(page, '/admin/e2e-tests');
    await shoot(page, 'e2e-dashboard-1280');
    const suite = page.locator('div.rounded-md').filter({
      has: page.getByRole('heading', { name: 'Parcours API de la boutique' }),
    });
    await suite.getByRole('button', { name: 'Lancer' }).click();
    await toastWith(page, 'Tests lancés').waitFor();
    await toastWith(page, /^Tests terminés/)
      .or(toastWith(page, /^Tests échoués/))
      .first()
      .waitFor({ timeout: 60_000 });
    await toastWith(page, 'Tests terminés').waitFor();

    await page.getByRole('tab', { name: 'Historique' }).click();
    const history = page.getByRole('list', {
      name: 'Historique des exécutions',
    });
    await history
      .getByText(/^\d+\/\d+ réussis$/)
      .first()
      .waitFor();
    await expectAccessible(page, '/admin/e2e-tests historique');
    await history
      .getByRole('button', { name: /Voir les résultats/ })
      .first()
      .click();
    const results = page.getByRole('list', { name: 'Résultats des tests' });
    await results.getByText('Commande à emporter en espèces, vue en direct par la cuisine').waitFor();
    await results
      .getByText(/^Logs \(\d+\)$/)
      .first()
      .click();
    await expectAccessible(page, '/admin/e2e-tests résultats');
    await shoot(page, 'e2e-results-1280');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Exporter' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^e2e-run-\d+\.json$/);
    const exported = JSON.parse(await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8'));
    expect(exported.run.status).toBe('completed');
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, 'e2e-results-390');
    await page.getByRole('tab', { name: 'Dashboard' }).click();
    await shoot(page, 'e2e-dashboard-390');
  }, 120_000);

  it('plays the browser suite in the Chromium of the server, with a screenshot per step', async () => {
    const { page } = await adminPage();
    await page.goto(`${shop.url}/admin/e2e-tests`);
    const suite = page.locator('div.rounded-md').filter({ has: page.getByRole('heading', { name: 'Parcours navigateur' }) });
    await suite.getByRole('button', { name: 'Lancer' }).click();
    await toastWith(page, 'Tests lancés').waitFor();
    await toastWith(page, /^Tests terminés/)
      .or(toastWith(page, /^Tests échoués/))
      .first()
      .waitFor({ timeout: 90_000 });
    await page.getByRole('tab', { name: 'Résultats détaillés' }).click();
    const results = page.getByRole('list', { name: 'Résultats des tests' });
    await results.getByText("Accueil, ajout d'un plat et panier").waitFor();
    const failure = await results.locator('p.text-shu-300').allTextContents();
    expect(failure).toEqual([]);
    await expect(results.getByRole('img', { name: /^Capture/ }).count()).resolves.toBe(3);
    await toastWith(page, 'Tests terminés').waitFor();
    await shoot(page, 'e2e-browser-results-1280');
  }, 150_000);
});
