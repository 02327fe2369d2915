import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appEvents, orders } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { cookieHeaderFrom, signInAllRoles, type SignedIn } from '../../test/auth';
import { createShopTestApp, pickupBody, postOrder, type MenuFixture } from '../../test/orders';

let t: TestApp;
let menu: MenuFixture;
let admin: SignedIn, operator: SignedIn, client: SignedIn;
let ipCounter = 1;
const freshIp = () => `10.9.0.${ipCounter++}`;
const PASSWORD = 'testeurs-2026';

beforeAll(async () => {
  ({ t, menu } = await createShopTestApp());
  ({ admin, operator, client } = await signInAllRoles(t.app));
});
afterAll(async () => {
  await t?.close();
});

async function setGate(on: boolean, password?: string) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings/acces',
    headers: admin.headers,
    payload: { acces_protege_actif: on, message_bientot_disponible: 'Ouverture le 1er décembre !', ...(password ? { mot_de_passe_acces: password } : {}) },
  });
  expect(res.statusCode).toBe(200);
}
const verify = (password: unknown, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/verify-access', payload: { password }, headers: { origin: t.config.publicUrl }, remoteAddress: ip });
async function grantCookie(): Promise<string> {
  const res = await verify(PASSWORD);
  expect(res.statusCode).toBe(200);
  return cookieHeaderFrom([res.headers['set-cookie'] as string]);
}
const visit = (method: 'GET' | 'POST', url: string, cookie?: string) =>
  t.app.inject({ method, url, headers: { ...(cookie ? { cookie } : {}), origin: t.config.publicUrl }, ...(method === 'POST' ? { payload: {} } : {}) });

describe('the access gate', () => {
  beforeEach(async () => setGate(true, PASSWORD));

  it('answers pages with the gate screen (503, noindex, Retry-After, no catalogue inlined)', async () => {
    for (const url of ['/', '/menu', '/account', '/orders/track', '/page-inconnue']) {
      const res = await visit('GET', url);
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after']).toBe('3600');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(res.body).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(res.body).toContain('id="__GATE__"');
      expect(res.body).toContain('Ouverture le 1er décembre !');
      expect(res.body).not.toContain('__BOOTSTRAP__');
      expect(res.body).not.toContain(menu.product.nom_fr);
    }
  });

  it('answers every API call 403 in French, reads and writes alike', async () => {
    for (const [method, url] of [
      ['GET', '/api/catalog'],
      ['GET', '/api/settings/public'],
      ['GET', '/api/zones-livraison'],
      ['GET', '/api/orders/by-number/SK-123'],
      ['POST', '/api/auth/magic-link'],
      ['POST', '/api/orders'],
      ['GET', '/uploads/produits/x.webp'],
    ] as const) {
      const res = await visit(method, url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.message).toBe('Accès protégé : le site est réservé aux testeurs pour le moment.');
    }
  });

  it('leaves open the gate check, its files, staff sign-in and /admin, the Konnect webhook and the health check', async () => {
    expect((await visit('GET', '/api/health')).statusCode).toBe(200);
    expect((await visit('GET', '/assets/app.js')).statusCode).toBe(200);
    expect((await visit('GET', '/admin/login')).statusCode).toBe(200);
    expect((await visit('GET', '/admin/settings')).statusCode).toBe(200);
    expect((await visit('GET', '/api/me')).statusCode).toBe(200);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/password',
      payload: { email: 'x@example.tn', password: 'faux-mot' },
      headers: { origin: t.config.publicUrl },
      remoteAddress: freshIp(),
    });
    expect(signIn.statusCode).toBe(401);
    expect((await visit('GET', '/api/payments/konnect/webhook?payment_ref=inconnu')).statusCode).not.toBe(403);
    expect((await verify('mauvais')).statusCode).toBe(401);
  });

  it('lets staff and signed-in users through', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/catalog', headers: operator.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/', headers: client.headers })).statusCode).toBe(200);
  });

  it('checks the password: blank, wrong (logged), right (a signed HttpOnly 24 h grant that opens pages and API)', async () => {
    const blank = await verify('   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe('Veuillez saisir le mot de passe');
    const wrong = await verify('pas-le-bon', '10.9.9.9');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe('Mot de passe incorrect');
    expect(wrong.headers['set-cookie']).toBeUndefined();
    const failures = await t.database.db.select().from(appEvents).where(eq(appEvents.event, 'access_gate.failed'));
    expect(failures.some((e) => (e.context as { ip: string }).ip === '10.9.9.9')).toBe(true);

    const right = await verify(PASSWORD);
    expect(right.json()).toEqual({ success: true, message: 'Accès autorisé' });
    const setCookie = right.headers['set-cookie'] as string;
    expect(setCookie).toMatch(/^acces_testeur=\d+\.\d+\.[\w-]+; Path=\/; Max-Age=86400; HttpOnly; SameSite=Lax; Secure$/);
    const cookie = cookieHeaderFrom([setCookie]);
    expect((await visit('GET', '/', cookie)).statusCode).toBe(200);
    expect((await visit('GET', '/api/catalog', cookie)).statusCode).toBe(200);
    // A forged or altered grant opens nothing.
    const [name, value] = cookie.split('=');
    const [expiry, epoch] = value!.split('.');
    expect((await visit('GET', '/api/catalog', `${name}=${Number(expiry) + 1000}.${epoch}.${value!.split('.')[2]}`)).statusCode).toBe(403);
    expect((await visit('GET', '/api/catalog', `${name}=${expiry}.${epoch}.AAAA`)).statusCode).toBe(403);
  });

  it('revokes every grant when the password changes, or when the gate is turned off and on', async () => {
    const cookie = await grantCookie();
    expect((await visit('GET', '/api/catalog', cookie)).statusCode).toBe(200);
    await setGate(true, 'nouveau-mot-2026');
    expect((await visit('GET', '/api/catalog', cookie)).statusCode).toBe(403);

    await setGate(true, PASSWORD);
    const again = await grantCookie();
    expect((await visit('GET', '/api/catalog', again)).statusCode).toBe(200);
    await setGate(false);
    expect((await visit('GET', '/api/catalog')).statusCode).toBe(200);
    await setGate(true);
    expect((await visit('GET', '/api/catalog', again)).statusCode).toBe(403);
  });

  it('rate-limits verify-access per IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) expect((await verify('faux', ip)).statusCode).toBe(401);
    const limited = await verify(PASSWORD, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it("flags a tester's order as a test", async () => {
    const placed = await postOrder(t.app, client, pickupBody(menu));
    expect(placed.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, placed.json().order.id));
    expect(row!.is_test).toBe(true);
    await setGate(false);
    const real = await postOrder(t.app, client, pickupBody(menu));
    const [realRow] = await t.database.db.select().from(orders).where(eq(orders.id, real.json().order.id));
    expect(realRow!.is_test).toBe(false);
  });

  it('opens the whole site when turned off', async () => {
    await setGate(false);
    expect((await visit('GET', '/')).statusCode).toBe(200);
    expect((await visit('GET', '/api/catalog')).statusCode).toBe(200);
    expect((await verify('nimporte')).json()).toEqual({ success: true, message: 'Accès autorisé' });
  });
});
