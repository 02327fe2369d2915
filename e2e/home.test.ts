import { beforeAll, describe, expect, it } from 'vitest';
import { useShop } from './support/shop';
import { buildShopMenu } from './support/shop-menu';

const shop = useShop();

beforeAll(() => buildShopMenu(shop));

describe('home page', () => {
  it('lists the categories in order and a product with its price in TND', async () => {
    const catalog = (await shop.app.catalog.get()).catalog;
    const categories = catalog.categories.filter((c) => c.actif).sort((a, b) => a.ordre_affichage - b.ordre_affichage);
    const { page } = await shop.openPage();
    await page.goto(shop.url);
    // React mounts one frame after the server's first paint: wait for the menu it renders.
    await page.locator('main section#menu h2').waitFor();

    const headings = await page.locator('main section h2').allTextContents();
    expect(headings.map((h) => h.trim())).toEqual(categories.map((c) => c.nom_fr));
    const ids = await page.locator('main section[id]').evaluateAll((els) => els.map((e) => e.id));
    expect(ids[0]).toBe('menu');
    expect(ids.slice(1)).toEqual(categories.slice(1).map((c) => c.code_interne));

    const firstCategory = categories[0]!;
    const product = catalog.produits
      .filter((p) => p.category_id === firstCategory.id && p.actif && p.visible_dans_shop)
      .sort((a, b) => a.ordre_affichage - b.ordre_affichage)[0]!;
    const card = page.locator('#menu article', { hasText: product.nom_fr }).first();
    await expect.poll(() => card.isVisible()).toBe(true);
    const price = `${(product.prix / 1000).toFixed(3)} TND`;
    expect(await card.textContent()).toContain(price);
    expect(await page.title()).toContain(catalog.settings.nom_restaurant);
  });

  it('paints the menu from the inlined catalogue without calling the API', async () => {
    const { page } = await shop.openPage({ width: 390, height: 844 });
    const apiCalls: string[] = [];
    page.on('request', (req) => {
      // GET /api/me is the session (who is signed in), not page data: the header's account button needs it.
      // /api/catalog/events is the live stream of later menu changes, opened after the page has loaded.
      const { pathname } = new URL(req.url());
      if (pathname.startsWith('/api/') && pathname !== '/api/me' && pathname !== '/api/catalog/events') apiCalls.push(req.url());
    });
    await page.goto(shop.url);
    await page.locator('#menu article').first().waitFor();
    expect(apiCalls).toEqual([]);
  });
});
