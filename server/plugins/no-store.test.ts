import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { signInAs, type SignedIn } from '../test/auth';
import { menuFixture, openAllDay, pickupBody, postOrder } from '../test/orders';

let t: TestApp;
let client: SignedIn;
let operator: SignedIn;
let admin: SignedIn;
let orderId: string;
let numero: string;

beforeAll(async () => {
  t = await createTestApp();
  await openAllDay(t.database.db);
  client = await signInAs(t.app);
  operator = await signInAs(t.app, { role: 'operator' });
  admin = await signInAs(t.app, { role: 'admin' });
  const { order } = (await postOrder(t.app, client, pickupBody(await menuFixture(t.database.db)))).json();
  orderId = order.id;
  numero = order.numero_commande;
});
afterAll(async () => t?.close());

describe('Cache-Control: no-store on answers carrying personal data', () => {
  const get = (url: string, who?: SignedIn) => t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });

  it('on the account, order and admin APIs, whoever asks and whatever the answer', async () => {
    const cases: [string, SignedIn | undefined, number][] = [
      ['/api/me', client, 200],
      ['/api/me/orders', client, 200],
      ['/api/me/current-order', client, 200],
      ['/api/me/addresses', client, 200],
      ['/api/me/orders', undefined, 401],
      [`/api/orders/${orderId}`, client, 200],
      [`/api/orders/${orderId}`, undefined, 404],
      [`/api/orders/by-number/${numero}`, client, 200],
      ['/api/admin/orders', operator, 200],
      ['/api/admin/orders', admin, 200],
      ['/api/admin/me', admin, 200],
      ['/api/admin/orders', client, 403],
      ['/api/admin/orders', undefined, 401],
    ];
    for (const [url, who, status] of cases) {
      const res = await get(url, who);
      expect(`${url} ${res.statusCode}`).toBe(`${url} ${status}`);
      expect(`${url} ${res.headers['cache-control']}`).toBe(`${url} no-store`);
    }
  });

  it('on the session answers of /api/auth', async () => {
    const signOut = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: client.headers });
    expect(signOut.headers['cache-control']).toBe('no-store');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/password',
      headers: { origin: t.config.publicUrl },
      payload: { email: 'personne@example.tn', password: 'mauvais-mot-de-passe' },
    });
    expect(signIn.statusCode).toBeGreaterThanOrEqual(400);
    expect(signIn.headers['cache-control']).toBe('no-store');
  });

  it('leaves the public catalogue its own revalidated caching', async () => {
    const res = await get('/api/catalog');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
