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

describe('page titles, the not-found page and the content security policy', () => {
  it('gives each page its own French title, after the restaurant name', async () => {
    const name = (await shop.app.catalog.get()).catalog.settings.nom_restaurant;
    const { page } = await shop.openPage();
    await page.goto(`${shop.url}/auth/client`);
    // The app sets the page's title; it starts once the server's first frame has painted (web/main.tsx).
    await expect.poll(() => page.title()).toBe(`Espace client | ${name}`);
    await page.goto(`${shop.url}/order-tracking`);
    await page.waitForURL(`${shop.url}/`);
    await expect.poll(() => page.title()).toBe(`${name} | Restaurant japonais, sushis en livraison et à emporter`);
  });

  it('answers an unknown path with the not-found page and a 404', async () => {
    shop.allowConsoleErrors(/^Failed to load resource: the server responded with a status of 404 \(Not Found\)$/);
    const { page } = await shop.openPage({ width: 390, height: 844 });
    const response = await page.goto(`${shop.url}/carte-des-vins`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page introuvable' }).waitFor();
    await expect.poll(() => page.title()).toMatch(/^Page introuvable \| /);
  });

  it("shows the router's error screen, 'Une erreur est survenue', when a page's code cannot be loaded (customer-shop §8)", async () => {
    shop.allowConsoleErrors(/^Failed to load resource: the server responded with a status of 404 \(Not Found\)$/);
    shop.allowConsoleErrors(/^Failed to load resource: net::ERR_FAILED$/);
    const { page } = await shop.openPage({ width: 390, height: 844 });
    // The not-found page's chunk never arrives (a release replaced it, the network dropped it).
    await page.route('**/assets/not-found-*.js', (route) => route.abort());
    await page.goto(`${shop.url}/carte-des-vins`);
    await page.getByRole('heading', { level: 1, name: 'Une erreur est survenue' }).waitFor();
    await page.getByRole('button', { name: 'Recharger' }).waitFor();
  });

  it('logs no content-security-policy violation while the shop and its forms load', async () => {
    const { page } = await shop.openPage();
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    // The home page, then the sign-in page, whose chunk builds its zod schemas as it loads.
    await page.goto(shop.url);
    await page.locator('#menu article').first().waitFor();
    await page.goto(`${shop.url}/auth/client`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // A violation is reported by a task queued when it happens: let the queue run once more.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
  });
});
