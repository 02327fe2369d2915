/**
 * The browser journey (when a Chromium exists on the server): the home page, a dish added to the cart,
 * the cart opened, with a screenshot per step saved to the uploads storage and listed on the result.
 */
import { existsSync } from 'node:fs';
import { E2eSkip, type E2eContext, type E2eScenarioDef } from './e2e-context';

const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function findChromium(configured?: string): string | null {
  for (const candidate of [configured, ...CHROMIUM_CANDIDATES]) if (candidate && existsSync(candidate)) return candidate;
  return null;
}

async function journey(ctx: E2eContext) {
  const executablePath = findChromium();
  if (!executablePath) throw new E2eSkip('Aucun Chromium sur le serveur : parcours navigateur non joué');
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  try {
    const page = await browser.newPage({
      viewport: { width: 390, height: 844 },
    });
    page.setDefaultTimeout(15_000);
    await page.goto(ctx.customer.baseUrl);
    await page.getByRole('navigation', { name: 'Catégories du menu' }).waitFor();
    ctx.log(`Accueil : ${await page.title()}`);
    await ctx.screenshot('accueil', await page.screenshot());
    await page
      .locator('main article')
      .getByRole('button', { name: /Ajouter/ })
      .first()
      .click();
    // The first addition asks for the delivery zone, a dish with accompaniments for its side: answer both.
    for (let i = 0; i < 2; i++) {
      const zone = page.getByRole('dialog', { name: 'Sélectionner une zone' });
      const side = page.getByRole('dialog', { name: 'Choisir un accompagnement' });
      const opened = await Promise.race([zone.waitFor({ timeout: 3000 }).then(() => zone), side.waitFor({ timeout: 3000 }).then(() => side)]).catch(() => null);
      if (!opened) break;
      await opened
        .getByRole('button')
        .filter({ hasNotText: /Fermer|Annuler/ })
        .first()
        .click();
      await opened.waitFor({ state: 'hidden' });
    }
    ctx.log('Plat ajouté');
    await ctx.screenshot('plat-ajoute', await page.screenshot());
    await page.getByTestId('cart-button').click();
    await page.getByRole('dialog', { name: /^Panier \(/ }).waitFor();
    ctx.log('Panier ouvert');
    await ctx.screenshot('panier', await page.screenshot());
  } finally {
    await browser.close();
  }
}

export const BROWSER_SUITE = {
  name: 'Parcours navigateur',
  description: "Dans un vrai navigateur (Chromium du serveur) : page d'accueil, ajout d'un plat, panier ; une capture par étape.",
  scenarios: [
    {
      name: 'Navigateur',
      tests: [
        {
          name: "Accueil, ajout d'un plat et panier",
          run: (ctx: E2eContext) => journey(ctx),
        },
      ],
    },
  ] satisfies E2eScenarioDef[],
};
