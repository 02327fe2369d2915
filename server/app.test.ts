import { FIRST_FRAME_SCRIPT_HASHES } from './modules/web/first-frames';
import { EARLY_TAP_SCRIPT_HASH } from './modules/web/server-render';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, images: true });
});
afterAll(async () => t?.close());

function bootstrapOf(html: string) {
  const match = /<script type="application\/json" id="__BOOTSTRAP__">([\s\S]*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]!) : null;
}

describe('app shell', () => {
  it('reports health with the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers unknown API routes with a French JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Ressource introuvable' } });
  });

  it('serves index.html for client routes with the catalogue and page metadata inlined', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/order-tracking/ABC123' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.body;
    const bootstrap = bootstrapOf(html);
    expect(bootstrap.produits.length).toBeGreaterThan(0);
    expect(bootstrap.settings).not.toHaveProperty('mot_de_passe_acces');
    const name = bootstrap.settings.nom_restaurant as string;
    expect(html).toContain(`<title>${name} | `);
    expect(html).toContain('<meta name="description"');
    expect(html).toContain('<link rel="canonical" href="https://shop.test/order-tracking/ABC123">');
    expect(html).toContain('<meta property="og:image" content="https://shop.test/uploads/');
    expect(html).toContain('<meta property="og:locale" content="fr_TN">');
    expect(html).toContain(`<link rel="icon" href="${bootstrap.settings.favicon_url}">`);
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!);
    expect(ld['@type']).toBe('Restaurant');
    expect(ld.openingHoursSpecification).toHaveLength(7);
    expect(ld.openingHoursSpecification[0]).toMatchObject({ opens: '11:00', closes: '23:00' });
  });

  it('escapes the inlined JSON so a product name cannot close the script element', async () => {
    const { produits } = await import('./db/schema/index');
    const [p] = await t.database.db.select().from(produits).limit(1);
    const { eq } = await import('drizzle-orm');
    await t.database.db.update(produits).set({ nom_fr: 'Maki </script><script>alert(1)</script>' }).where(eq(produits.id, p!.id));
    await t.app.catalog.invalidate();
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.body).not.toContain('</script><script>alert(1)');
    expect(bootstrapOf(res.body).produits.find((x: { id: number }) => x.id === p!.id).nom_fr).toBe('Maki </script><script>alert(1)</script>');
    await t.database.db.update(produits).set({ nom_fr: p!.nom_fr }).where(eq(produits.id, p!.id));
    await t.app.catalog.invalidate();
  });

  it('sends security headers and a strict script policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = res.headers['content-security-policy'] as string;
    // Scripts from the shop itself, and the one static inline script of a first frame, allowed by its hash: nothing else.
    const scriptSrc = csp
      .split(';')
      .find((d) => d.trim().startsWith('script-src'))!
      .trim();
    expect(scriptSrc).toBe(`script-src 'self' ${[...FIRST_FRAME_SCRIPT_HASHES, EARLY_TAP_SCRIPT_HASH].join(' ')}`);
    expect(FIRST_FRAME_SCRIPT_HASHES).toHaveLength(1);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with a long immutable cache and never the raw index.html', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const raw = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(raw.body).not.toContain('<!--app-bootstrap-->');
  });

  it('serves the seeded images from the uploads folder', async () => {
    const catalog = (await t.app.catalog.get()).catalog;
    const url = catalog.produits.find((p) => p.image_url)!.image_url!;
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
  });
});

describe('security headers', () => {
  it('gives API answers the short API policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
  });
});
