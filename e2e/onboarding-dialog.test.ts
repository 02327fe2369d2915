/**
 * The profile prompts of a signed-in customer whose profile is incomplete: the 'Complétez votre
 * profil' dialog shortly after arrival (full-name variant, its messages, not dismissed by an outside
 * click), 'Plus tard (24h)' and the home page's profile-incomplete banner, 'Ne plus demander' with the info
 * toast, the light-mode banner of failed repairs with 'Masquer', completion
 * with the welcome points, and /account sending to /onboarding first.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildLoyaltySettings, buildProduct } from '../server/test/factories';
import { expectAccessible, toastWith, uniqueEmail } from './support/account-page';
import { EXPECTED_REFUSAL, PHONE, useShop } from './support/shop';

const shop = useShop({ allowConsoleErrors: [EXPECTED_REFUSAL] });

beforeAll(async () => {
  // The welcome points (100) and a dish on the menu the page shows behind the prompts.
  await buildLoyaltySettings(shop.db, { welcome_bonus_points: 100 });
  await buildProduct(shop.db, { nom_fr: 'Maki saumon' });
});

const INCOMPLETE = { prenom: null, nom: null, telephone: null, onboarding_completed: false };
const LIGHT_MODE = 'Mode allégé activé. Impossible de synchroniser votre profil précédemment.';

async function incompleteCustomer(): Promise<{ page: Page; email: string }> {
  const { page, who } = await shop.openSignedInPage({ email: uniqueEmail('incomplet'), customer: INCOMPLETE }, PHONE);
  return { page, email: who.email };
}

function profileDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Complétez votre profil' });
}

describe('the profile dialog', () => {
  it('validates, snoozes for 24 h with the home page banner, and completes the profile with 100 points', async () => {
    const { page, email } = await incompleteCustomer();
    await page.goto(shop.url);
    const dialog = profileDialog(page);
    await dialog.waitFor();
    await dialog.getByText('Complétez votre profil et gagnez 100 points de bienvenue').waitFor();
    const emailField = dialog.getByLabel('Email (automatique)');
    expect(await emailField.inputValue()).toBe(email);
    expect(await emailField.isDisabled()).toBe(true);
    expect(await dialog.getByText('Format: 8 chiffres commençant par 2, 4, 5 ou 9').isVisible()).toBe(true);
    await expectAccessible(page, 'the profile dialog');

    await dialog.getByRole('button', { name: 'Compléter' }).click();
    await dialog.getByText('Le nom complet doit contenir au moins 3 caractères').waitFor();
    await dialog.getByText('Le numéro de téléphone est requis').waitFor();
    await page.mouse.click(5, 5);
    expect(await dialog.isVisible()).toBe(true);

    await dialog.getByRole('button', { name: 'Plus tard (24h)' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // A snooze is the customer's choice, not a failed synchronisation: the home page's own banner, no light mode.
    const banner = page.getByTestId('profile-incomplete-banner');
    await banner.waitFor();
    expect(await banner.getByRole('link', { name: 'Compléter mon profil' }).getAttribute('href')).toBe('/onboarding');
    expect(await page.getByText(LIGHT_MODE).count()).toBe(0);
    const until = Number(await page.evaluate(() => localStorage.getItem('onboarding:skip_until')));
    expect(until - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect(until - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    await expectAccessible(page, 'the profile-incomplete banner');

    // A day later, in a new page session, the dialog asks again.
    await page.evaluate(() => {
      localStorage.setItem('onboarding:skip_until', String(Date.now() - 1000));
      sessionStorage.removeItem('onboarding:shown');
    });
    await page.reload();
    await profileDialog(page).getByLabel('Nom complet *').fill('Sami Ben Ali');
    await profileDialog(page).getByLabel('Téléphone mobile *').pressSequentially('98 765 432');
    await profileDialog(page).getByRole('button', { name: 'Compléter' }).click();
    await toastWith(page, 'Profil complété avec succès ! 🎉').waitFor();
    await profileDialog(page).waitFor({ state: 'hidden' });

    const me = await page.evaluate(() => fetch('/api/me').then((r) => r.json()));
    expect(me.customer).toMatchObject({ prenom: 'Sami', nom: 'Ben Ali', telephone: '98765432', current_points_balance: 100 });
    expect(me.needsOnboarding).toBe(false);
    await page.context().close();
  });

  it("stops asking after 'Ne plus demander', and says it with a toast and the banner instead", async () => {
    const { page } = await incompleteCustomer();
    await page.goto(shop.url);
    await profileDialog(page).getByRole('button', { name: 'Ne plus demander' }).click();
    await toastWith(page, 'Vous pourrez compléter votre profil plus tard dans votre compte').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('onboarding:skip'))).toBe('1');
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await toastWith(page, 'Complétez votre profil pour une meilleure expérience !').waitFor();
    await page.getByTestId('profile-incomplete-banner').waitFor();
    expect(await profileDialog(page).count()).toBe(0);
    expect(await page.getByText(LIGHT_MODE).count()).toBe(0);
    await page.context().close();
  });

  it('shows the light-mode banner after three failed profile repairs, and Masquer clears the flags', async () => {
    const { page } = await incompleteCustomer();
    await page.goto(shop.url);
    await page.evaluate(() => {
      localStorage.setItem('onboarding:ensure_failures', '3');
      localStorage.setItem('onboarding:skip', '1');
    });
    await page.reload();
    await page.getByText(LIGHT_MODE).waitFor();
    await expectAccessible(page, 'the light-mode banner');
    await page.getByRole('button', { name: 'Masquer' }).click();
    await page.waitForLoadState('load');
    await page.locator('#menu article').first().waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('onboarding:skip'), localStorage.getItem('onboarding:ensure_failures')])).toEqual([null, null]);
    expect(await page.getByText(LIGHT_MODE).count()).toBe(0);
    await page.context().close();
  });

  it("says 'Session utilisateur manquante' when the session ended before the profile is sent", async () => {
    shop.allowConsoleErrors(/^Failed to load resource: the server responded with a status of 401/);
    const { page } = await incompleteCustomer();
    await page.goto(`${shop.url}/onboarding`);
    await page.getByLabel('Prénom *', { exact: true }).fill('Leila');
    await page.getByLabel('Nom *', { exact: true }).fill('Trabelsi');
    await page.getByLabel('Téléphone mobile *').pressSequentially('55123456');
    await page.context().clearCookies();
    await page.getByRole('button', { name: 'Compléter' }).click();
    await toastWith(page, 'Session utilisateur manquante').waitFor();
    await page.context().close();
  });

  it('sends an incomplete profile from /account to /onboarding, then back to /account', async () => {
    const { page } = await incompleteCustomer();
    await page.goto(`${shop.url}/account`);
    await page.waitForURL(`${shop.url}/onboarding`);
    await toastWith(page, 'Complétez votre profil pour accéder à toutes les fonctionnalités').waitFor();
    await page.getByLabel('Prénom *', { exact: true }).fill('Leila');
    await page.getByLabel('Nom *', { exact: true }).fill('Trabelsi');
    await page.getByLabel('Téléphone mobile *').pressSequentially('55123456');
    await page.getByRole('button', { name: 'Compléter' }).click();
    await page.waitForURL(`${shop.url}/account`);
    await page.getByRole('heading', { name: 'Bonjour, Leila' }).waitFor();
    await page.context().close();
  });
});
