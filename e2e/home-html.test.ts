/**
 * The home page as a search engine or a browser without JavaScript gets it: the server renders the menu
 * from the app's components (web/entry-server.tsx), so the HTML itself holds every category and every dish
 * with its description, price, badges and 'Ajouter' button, beside the JSON-LD. Then, in a browser, the app
 * hydrates that markup without a mismatch (the fixture fails a test on any console error).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { formatTND } from '../core/money';
import { buildPromotion } from '../server/test/factories';
import { escapeHtml } from '../server/lib/escape-html';
import { useShop } from './support/shop';
import { buildShopMenu } from './support/shop-menu';

const shop = useShop();

beforeAll(async () => {
  await buildShopMenu(shop);
  await buildPromotion(shop.db, { nom: 'Makis du soir', kind: 'items_percent', percent: 20, automatique: true, cible: { categories: [], produits: [] } });
  await shop.app.catalog.invalidate();
});

async function homeHtml(): Promise<string> {
  const response = await fetch(shop.url, { headers: { 'accept-encoding': 'identity' } });
  expect(response.status).toBe(200);
  return response.text();
}

describe('the home page rendered by the server', () => {
  it('holds every category and every dish with its description, price, badges and Ajouter button, and the JSON-LD', async () => {
    const { catalog } = await shop.app.catalog.get();
    const html = await homeHtml();
    const root = html.slice(html.indexOf('<div id="root"'));
    expect(root).toMatch(/^<div id="root" data-ssr="\/"/);
    for (const category of catalog.categories.filter((c) => c.actif)) expect(root).toContain(escapeHtml(category.nom_fr));
    const dishes = catalog.produits.filter((p) => p.actif && p.visible_dans_shop);
    expect(dishes.length).toBeGreaterThan(10);
    for (const dish of dishes) {
      expect(root).toContain(`>${escapeHtml(dish.nom_fr)}</h3>`);
      if (dish.description_fr) expect(root).toContain(escapeHtml(dish.description_fr));
      expect(root).toContain(formatTND(dish.prix));
      expect(root).toContain(`aria-label="Ajouter ${escapeHtml(dish.nom_fr)} au panier"`);
      if (dish.nombre_pieces) expect(root).toContain(`${dish.nombre_pieces}<!-- --> pcs`);
    }
    expect(root).toContain('Makis du soir');
    expect(html).toContain('<script type="application/ld+json">');
  });

  it('is the same page for everyone: no session, no cart in it, even asked with a session cookie', async () => {
    const user = await shop.signIn((await shop.openPage()).page, {});
    const html = await (await fetch(shop.url, { headers: { cookie: user.cookie } })).text();
    expect(html).not.toContain(user.email);
    expect(html).toBe(await homeHtml());
  });

  it('is hydrated in the browser without a mismatch, and a dish’s detail opens', async () => {
    const { page } = await shop.openPage({ width: 390, height: 844 });
    await page.goto(shop.url);
    const dish = (await shop.app.catalog.get()).catalog.produits[0]!;
    await page.getByRole('button', { name: `Voir le détail : ${dish.nom_fr}` }).click();
    await page.getByRole('dialog', { name: dish.nom_fr }).waitFor();
  });
});
