/**
 * The other sign-in pages in Chromium, e-mails through a real SMTP sink: forgotten password → the
 * e-mailed reset link → new password (6-character rule, confirmation) → /auth/client after 3 s →
 * staff sign-in with it; the reset page without a token; a used magic link; the link-sent page
 * without a stored address; the redirect-loop guard.
 */
import { describe, expect, it } from 'vitest';
import { createStaffAccount } from '../server/modules/auth/create-staff-account';
import { expectAccessible, mailedLink, toastWith, uniqueEmail } from './support/account-page';
import { signedInPage } from './support/orders-page';
import { EXPECTED_REFUSAL, useShop } from './support/shop';

const shop = useShop({ mail: true, allowConsoleErrors: [EXPECTED_REFUSAL] });

describe('password reset', () => {
  it('sends the link, sets a new password and signs in with it', async () => {
    const { app, url } = shop.running;
    const email = uniqueEmail('caisse');
    await createStaffAccount({ auth: app.auth, db: app.database.db, input: { email, password: 'ancien-mdp', role: 'operator' } });
    const { page } = await shop.openPage();

    await page.goto(`${url}/auth/forgot-password`);
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await page.getByRole('heading', { name: 'Email envoyé !' }).waitFor();
    await toastWith(page, 'Email de réinitialisation envoyé !').waitFor();
    expect(await page.getByRole('button', { name: /Renvoyer l’e-mail \(\d+ s\)/ }).isDisabled()).toBe(true);

    const link = await mailedLink(shop.sink, email, '/auth/reset-password');
    await page.goto(link);
    await page.getByRole('heading', { name: 'Nouveau mot de passe' }).waitFor();
    const password = page.getByLabel('Nouveau mot de passe', { exact: true }).and(page.locator('input'));
    const confirmation = page.getByLabel('Confirmer le mot de passe');
    await password.fill('court');
    await confirmation.fill('autre');
    await page.getByRole('button', { name: 'Mettre à jour le mot de passe' }).click();
    await page.getByText('Le mot de passe doit contenir au moins 6 caractères').waitFor();
    await page.getByText('Les mots de passe ne correspondent pas').waitFor();
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Afficher le mot de passe' }).first().click();
    expect(await password.getAttribute('type')).toBe('text');
    await expectAccessible(page, '/auth/reset-password with errors');

    await password.fill('nouveau-mdp');
    await confirmation.fill('nouveau-mdp');
    await page.getByRole('button', { name: 'Mettre à jour le mot de passe' }).click();
    await toastWith(page, 'Mot de passe mis à jour avec succès !').waitFor();
    await page.waitForURL(`${url}/auth/client`, { timeout: 10_000 });

    await page.goto(`${url}/admin/login`);
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill('nouveau-mdp');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(`${url}/admin/dashboard`);
    await page.context().close();
  });

  it('says the link is invalid without a token, then goes to /auth/forgot-password', async () => {
    const { page } = await shop.openPage({ width: 390, height: 844 });
    await page.goto(`${shop.url}/auth/reset-password`);
    await page.getByText('Lien de réinitialisation invalide ou expiré').waitFor();
    await page.waitForURL(`${shop.url}/auth/forgot-password`, { timeout: 10_000 });
    await page.context().close();
  });
});

describe('sign-in links', () => {
  it('refuses a link used twice with the server message', async () => {
    const { url } = shop.running;
    const email = uniqueEmail('deux-fois');
    await shop.app.inject({ method: 'POST', url: '/api/auth/magic-link', payload: { email, intent: 'signup' }, headers: { origin: url } });
    const link = await mailedLink(shop.sink, email, '/auth/magic');
    const first = await shop.openPage();
    await first.page.goto(link);
    await first.page.waitForURL(`${url}/onboarding`);
    await first.page.context().close();

    const { page } = await shop.openPage();
    await page.goto(link);
    await page
      .getByRole('alert')
      .filter({ hasText: /invalide, a déjà été utilisé ou a expiré/ })
      .waitFor();
    await page.getByRole('link', { name: 'Recevoir un nouveau lien' }).waitFor();
    await page.context().close();
  });

  it('explains a link-sent page opened without a stored address', async () => {
    const { page } = await shop.openPage({ width: 390, height: 844 });
    await page.goto(`${shop.url}/auth/magic-link-sent`);
    await page.getByText('Aucune adresse email trouvée').waitFor();
    await page.getByText('Email non trouvé. Veuillez recommencer le processus.').waitFor();
    expect(await page.getByRole('button', { name: 'Renvoyer le lien' }).isDisabled()).toBe(true);
    await expectAccessible(page, '/auth/magic-link-sent without address');
    await page.context().close();
  });
});

describe('signup confirmation', () => {
  it("says 'Inscription réussie !' with the 24-hour link and its two ways on, and ends the session it finds", async () => {
    const { page } = await signedInPage(shop, {}, { width: 390, height: 844 });
    const me = () => page.evaluate(() => fetch('/api/me').then((r) => r.json() as Promise<{ user: unknown }>));
    await page.goto(shop.url);
    expect((await me()).user).not.toBeNull();
    await page.goto(`${shop.url}/auth/signup-confirmation`);
    await page.getByRole('heading', { name: 'Inscription réussie !' }).waitFor();
    await page.getByText('valable 24 heures').waitFor();
    expect(await page.getByRole('link', { name: 'Voir le menu' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('link', { name: 'Se connecter' }).last().getAttribute('href')).toBe('/auth/client');
    await expect.poll(async () => (await me()).user).toBeNull();
    await expectAccessible(page, '/auth/signup-confirmation');
    await page.context().close();
  });
});

describe('redirect-loop guard', () => {
  it('warns when one path is visited more than 3 times in 10 s and forgets the stored routes', async () => {
    const { page } = await shop.openPage();
    const { url } = shop.running;
    const heading = page.getByRole('heading', { name: 'Espace client' });
    await page.goto(`${url}/auth/client`);
    await heading.waitFor();
    await page.evaluate(() => {
      sessionStorage.setItem('intended_route', '/account');
      sessionStorage.setItem('redirect_after_onboarding', '/account');
    });
    // Each visit counts once the app has rendered it (the guard records it from an effect).
    for (let i = 0; i < 3; i += 1) {
      await page.reload();
      await heading.waitFor();
    }
    await toastWith(page, 'Boucle de redirection détectée').waitFor();
    expect(await page.evaluate(() => [sessionStorage.getItem('intended_route'), sessionStorage.getItem('redirect_after_onboarding')])).toEqual([null, null]);
    await page.context().close();
  });
});
