/**
 * The factories write rows the app accepts: a customer built by them signs in and orders what
 * buildShop made, a staff member signs in with the password, buildOrder's order reads back whole.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { categories, customers, produits, restaurantSettings, zonesLivraison } from '../db/schema/index';
import { createTestApp, type TestApp } from './app';
import { cookieHeaderFrom, sessionCookieFor } from './auth';
import { buildCustomer, buildOrder, buildPaymentModes, buildProduct, buildShop, buildStaff, STAFF_PASSWORD } from './factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t?.close());

describe('factories', () => {
  it('start from an empty, migrated database (no demo rows)', async () => {
    const counts = await Promise.all(
      [categories, produits, zonesLivraison, customers, restaurantSettings].map((table) => t.database.db.select({ n: count() }).from(table)),
    );
    expect(counts.map(([row]) => row!.n)).toEqual([0, 0, 0, 0, 0]);
  });

  it('buildShop + buildCustomer: a signed-in customer places a pickup order of the built product', async () => {
    const shop = await buildShop(t.database.db);
    const customer = await buildCustomer(t.database.db);
    const cookie = await sessionCookieFor(t.app, customer.auth_user_id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie, origin: t.config.publicUrl, 'idempotency-key': crypto.randomUUID() },
      payload: {
        type_commande: 'A_emporter',
        mode_paiement: 'especes',
        items: [
          { product_id: shop.product.id, quantity: 2 },
          { product_id: shop.withSide.id, quantity: 1, accompaniment_id: shop.side.id },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().order.total_ttc).toBe(shop.product.prix * 2 + shop.withSide.prix + shop.side.prix);
  });

  it('buildPaymentModes turns a mode off: the order is refused', async () => {
    const shop = await buildShop(t.database.db);
    await buildPaymentModes(t.database.db, { especes: false });
    const customer = await buildCustomer(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: await sessionCookieFor(t.app, customer.auth_user_id), origin: t.config.publicUrl, 'idempotency-key': crypto.randomUUID() },
      payload: { type_commande: 'A_emporter', mode_paiement: 'especes', items: [{ product_id: shop.product.id, quantity: 1 }] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toMatch(/paiement/i);
  });

  it('buildStaff: the admin signs in with its password and reaches the admin orders', async () => {
    const staff = await buildStaff(t.database.db, { role: 'operator' });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/password',
      headers: { origin: t.config.publicUrl },
      payload: { email: staff.email, password: STAFF_PASSWORD },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json()).toEqual({ ok: true, role: 'operator' });
    const setCookies = [signIn.headers['set-cookie'] ?? []].flat();
    const orders = await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: { cookie: cookieHeaderFrom(setCookies) } });
    expect(orders.statusCode, orders.body).toBe(200);
  });

  it('buildOrder: a delivered, paid order of a customer is read back by its owner', async () => {
    const customer = await buildCustomer(t.database.db);
    const product = await buildProduct(t.database.db, { prix: 9_000 });
    const order = await buildOrder(t.database.db, {
      customer_id: customer.id,
      statut_commande: 'Livre',
      payment_status: 'paye',
      mode_paiement: 'konnect',
      items: [{ product, quantity: 3 }],
    });
    expect(order.total_ttc).toBe(27_000);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: { cookie: await sessionCookieFor(t.app, customer.auth_user_id) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({ numero_commande: order.numero_commande, statut_commande: 'Livre', payment_status: 'paye', total_ttc: 27_000 });
  });
});
