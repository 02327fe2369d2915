import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicCatalog } from '@core/catalog';
import { PRODUCTS_PER_PAGE } from '@core/limits';
import { categories, produits, restaurantSettings } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildAccompaniment, buildCategory, buildProduct, buildRestaurantSettings, buildVipLevel, buildZone } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await buildRestaurantSettings(db);
  await buildVipLevel(db, { level_name: 'Standard', min_points: 0, ordre: 1 });
  for (const [code, ordre] of [
    ['centre', 1],
    ['lac', 2],
    ['menzah', 3],
  ] as const)
    await buildZone(db, { code, ordre_affichage: ordre });
  // Two categories written in reverse order, so the answer's order comes from ordre_affichage.
  const second = await buildCategory(db, { ordre_affichage: 2 });
  const first = await buildCategory(db, { ordre_affichage: 1 });
  // 13 products: one more than a page.
  for (let i = 0; i < 13; i += 1) await buildProduct(db, { category_id: i % 2 ? second.id : first.id, prix: 10_500 + i * 250, ordre_affichage: i });
  const withSides = await buildProduct(db, { category_id: first.id });
  await buildAccompaniment(db, { gratuit: true, products: [withSides] });
  await buildAccompaniment(db, { prix: 2_000, products: [withSides] });
  await buildAccompaniment(db, { actif: false });
});
afterAll(async () => t?.close());

const getJson = async <T>(url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};

describe('public catalogue', () => {
  it('answers the whole menu with money in millimes', async () => {
    const catalog = await getJson<PublicCatalog>('/api/catalog');
    expect(catalog.categories).toHaveLength(2);
    expect(catalog.produits).toHaveLength(14);
    expect(catalog.zones_livraison.map((z) => z.code)).toContain('centre');
    for (const p of catalog.produits) expect(Number.isInteger(p.prix)).toBe(true);
    expect(catalog.categories.map((c) => c.ordre_affichage)).toEqual([1, 2]);
    expect(catalog.produits.find((p) => p.prix === 10_750)).toBeDefined();
    expect(catalog.settings.nom_restaurant).toBeTruthy();
    expect(catalog.settings).not.toHaveProperty('mot_de_passe_acces');
    expect(catalog.settings).not.toHaveProperty('konnect_api_key');
    expect(catalog.settings).not.toHaveProperty('telegram_bot_token');
    expect(catalog.vip_standard.level_name).toBe('Standard');
  });

  it('sends the catalogue pre-compressed with an ETag and answers 304 to a matching If-None-Match', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/catalog', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(res.rawPayload).toString('utf8')) as PublicCatalog;
    expect(body.produits.length).toBeGreaterThan(0);
    const etag = res.headers.etag as string;
    const again = await t.app.inject({ method: 'GET', url: '/api/catalog', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it('pages products 12 at a time, optionally by category', async () => {
    const page1 = await getJson<{ items: unknown[]; total: number; per_page: number }>('/api/produits?page=1');
    expect(page1.per_page).toBe(PRODUCTS_PER_PAGE);
    expect(page1.total).toBe(14);
    expect(page1.items).toHaveLength(12);
    const page2 = await getJson<{ items: unknown[] }>('/api/produits?page=2');
    expect(page2.items).toHaveLength(2);
    const { categories: cats } = await getJson<PublicCatalog>('/api/catalog');
    const first = cats[0]!;
    const byCategory = await getJson<{ items: { category_id: number }[] }>(`/api/produits?category_id=${first.id}`);
    expect(byCategory.items.length).toBeGreaterThan(0);
    expect(byCategory.items.every((p) => p.category_id === first.id)).toBe(true);
  });

  it('refuses a bad page number with a French 400 and no stack', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/produits?page=0' });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ error: { code: string; message: string } }>();
    expect(body.error.code).toBe('VALIDATION');
    expect(body.error.message).toMatch(/page/i);
    expect(res.body).not.toMatch(/at .*\.ts/);
  });

  it('lists accompaniments, links by produit, zones, public settings and active payment modes', async () => {
    const accs = await getJson<{ actif: boolean; ordre_affichage: number }[]>('/api/accompagnements');
    expect(accs).toHaveLength(2);
    expect(accs.every((a) => a.actif)).toBe(true);
    const { produits_accompagnements } = await getJson<PublicCatalog>('/api/catalog');
    const link = produits_accompagnements[0]!;
    const links = await getJson<{ produit_id: number }[]>(`/api/produits-accompagnements?produit_id=${link.produit_id}`);
    expect(links).toHaveLength(2);
    expect(links.every((l) => l.produit_id === link.produit_id)).toBe(true);
    const zones = await getJson<{ code: string }[]>('/api/zones-livraison');
    expect(zones.map((z) => z.code)).toEqual(['centre', 'lac', 'menzah']);
    const settings = await getJson<Record<string, unknown>>('/api/settings/public');
    expect(settings).not.toHaveProperty('mot_de_passe_acces');
    const modes = await getJson<{ key: string }[]>('/api/payment-modes');
    expect(modes.map((m) => m.key).sort()).toEqual(['carte', 'especes', 'konnect']);
  });

  it('hides inactive categories and products, and shows changes after invalidate()', async () => {
    const { db } = t.database;
    const cat = await buildCategory(db);
    const inCat = await buildProduct(db, { category_id: cat.id });
    await t.app.catalog.invalidate();
    // On PostgreSQL this instance also hears its own NOTIFY catalog_changed a moment later and drops its
    // copy again: let it arrive before building the copy that must stay stale.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await getJson<PublicCatalog>('/api/catalog')).produits.some((p) => p.id === inCat.id)).toBe(true);
    await db.update(categories).set({ actif: false }).where(eq(categories.id, cat.id));
    const stale = await getJson<PublicCatalog>('/api/catalog');
    expect(stale.categories.some((c) => c.id === cat.id)).toBe(true);
    await t.app.catalog.invalidate();
    const fresh = await getJson<PublicCatalog>('/api/catalog');
    expect(fresh.categories.some((c) => c.id === cat.id)).toBe(false);
    expect(fresh.produits.some((p) => p.id === inCat.id)).toBe(false);

    const prod = await buildProduct(db);
    await t.app.catalog.invalidate();
    expect((await getJson<PublicCatalog>('/api/catalog')).produits.some((p) => p.id === prod.id)).toBe(true);
    await db.update(produits).set({ visible_dans_shop: false }).where(eq(produits.id, prod.id));
    await t.app.catalog.invalidate();
    const hidden = await getJson<PublicCatalog>('/api/catalog');
    expect(hidden.produits.some((p) => p.id === prod.id)).toBe(false);
  });

  it('creates the settings row with defaults when it is missing', async () => {
    await t.database.db.delete(restaurantSettings);
    await t.app.catalog.invalidate();
    const catalog = await getJson<PublicCatalog>('/api/catalog');
    expect(catalog.settings.nom_restaurant).toBe('Sakura Sushi');
    expect(catalog.settings.hero_opacite_overlay).toBe(40);
  });
});
