/**
 * The browser journey (when a Chromium exists on the server): the home page, a dish added to the cart,
 * the cart opened, with a screenshot per step saved to the uploads storage and listed on the result.
 */
import { existsSync } from 'node:fs';
import { E2eSkip, type E2eContext, type E2eScenarioDef } from './e2e-context';

const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findChromium(configured?: string): string | null {
  for (const candidate of [configured, ...CHROMIUM_CANDIDATES]) if (candidate && existsSync(candidate)) return candidate;
  return null;
}

async function journey(ctx: E2eContext, screenshot: (name: string, png: Buffer) => Promise<string>) {
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
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    ctx.log(`Accueil : ${await page.title()}`);
    await screenshot('accueil', await page.screenshot());
    await page
      .getByRole('button', { name: /^Ajouter/ })
      .first()
      .click();
    ctx.log('Plat ajouté');
    await screenshot('plat-ajoute', await page.screenshot());
    await page
      .getByRole('button', { name: /panier/i })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    ctx.log('Panier ouvert');
    await screenshot('panier', await page.screenshot());
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
          run: (ctx: E2eContext) => journey(ctx, ctx.screenshot),
        },
      ],
    },
  ] satisfies E2eScenarioDef[],
};
