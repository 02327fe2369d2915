import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicCatalog } from '@core/catalog';
import { PRODUCTS_PER_PAGE } from '@core/limits';
import { categories, produits, restaurantSettings } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const getJson = async <T>(url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};

describe('public catalogue', () => {
  it('answers the whole seeded menu with money in millimes', async () => {
    const catalog = await getJson<PublicCatalog>('/api/catalog');
    expect(catalog.categories.length).toBeGreaterThanOrEqual(5);
    expect(catalog.produits.length).toBeGreaterThanOrEqual(25);
    expect(catalog.zones_livraison.map((z) => z.code)).toContain('centre');
    for (const p of catalog.produits) expect(Number.isInteger(p.prix)).toBe(true);
    const ordres = catalog.categories.map((c) => c.ordre_affichage);
    expect(ordres).toEqual([...ordres].sort((a, b) => a - b));
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
    expect(page1.items).toHaveLength(Math.min(12, page1.total));
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
    expect(accs.length).toBeGreaterThanOrEqual(5);
    expect(accs.every((a) => a.actif)).toBe(true);
    const { produits_accompagnements } = await getJson<PublicCatalog>('/api/catalog');
    const link = produits_accompagnements[0]!;
    const links = await getJson<{ produit_id: number }[]>(`/api/produits-accompagnements?produit_id=${link.produit_id}`);
    expect(links.every((l) => l.produit_id === link.produit_id)).toBe(true);
    const zones = await getJson<{ code: string }[]>('/api/zones-livraison');
    expect(zones.length).toBeGreaterThanOrEqual(3);
    const settings = await getJson<Record<string, unknown>>('/api/settings/public');
    expect(settings).not.toHaveProperty('mot_de_passe_acces');
    const modes = await getJson<{ key: string }[]>('/api/payment-modes');
    expect(modes.map((m) => m.key).sort()).toEqual(['carte', 'especes', 'konnect']);
  });

  it('hides inactive categories and products, and shows changes after invalidate()', async () => {
    const { db } = t.database;
    const [cat] = await db.select().from(categories).limit(1);
    await db.update(categories).set({ actif: false }).where(eq(categories.id, cat!.id));
    const stale = await getJson<PublicCatalog>('/api/catalog');
    expect(stale.categories.some((c) => c.id === cat!.id)).toBe(true);
    await t.app.catalog.invalidate();
    const fresh = await getJson<PublicCatalog>('/api/catalog');
    expect(fresh.categories.some((c) => c.id === cat!.id)).toBe(false);
    expect(fresh.produits.some((p) => p.category_id === cat!.id)).toBe(false);
    await db.update(categories).set({ actif: true }).where(eq(categories.id, cat!.id));

    const [prod] = await db.select().from(produits).limit(1);
    await db.update(produits).set({ visible_dans_shop: false }).where(eq(produits.id, prod!.id));
    await t.app.catalog.invalidate();
    const hidden = await getJson<PublicCatalog>('/api/catalog');
    expect(hidden.produits.some((p) => p.id === prod!.id)).toBe(false);
    await db.update(produits).set({ visible_dans_shop: true }).where(eq(produits.id, prod!.id));
    await t.app.catalog.invalidate();
  });

  it('creates the settings row with defaults when it is missing', async () => {
    await t.database.db.delete(restaurantSettings);
    await t.app.catalog.invalidate();
    const catalog = await getJson<PublicCatalog>('/api/catalog');
    expect(catalog.settings.nom_restaurant).toBe('Sakura Sushi');
    expect(catalog.settings.hero_opacite_overlay).toBe(40);
  });
});
