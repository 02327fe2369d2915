/**
 * The built-in E2E checks' orders (test-orders.ts): flagged is_test from their first write, they notify
 * neither the kitchen nor the customer, and never open a real payment.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notificationOutbox, orders, restaurantSettings } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { signInAs, type SignedIn } from '../../test/auth';
import { createShopTestApp, menuFixture, openAllDay, outboxCount, pickupBody, setOrderStatus, type MenuFixture } from '../../test/orders';
import { E2E_ORDER_HEADER, e2eOrderHeaders } from './test-orders';

let t: TestApp;
let menu: MenuFixture;
let client: SignedIn;
let staff: SignedIn;

beforeAll(async () => {
  ({ t, menu } = await createShopTestApp({ listen: true }));
  await openAllDay(t.database.db);
  client = await signInAs(t.app);
  staff = await signInAs(t.app, { role: 'operator' });
}, 60_000);
afterAll(async () => t?.close());

const place = (body: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/orders', headers: { ...client.headers, 'idempotency-key': crypto.randomUUID(), ...headers }, payload: body });

describe('an order of the E2E checks', () => {
  it('is a test order from its first write and queues no notification, for the kitchen or the customer', async () => {
    const res = await place(pickupBody(menu), e2eOrderHeaders());
    expect(res.statusCode).toBe(201);
    const { id } = res.json().order;
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.is_test).toBe(true);
    expect(await outboxCount(t.database.db, id)).toBe(0);
    // The kitchen moves it to Prête: still no e-mail to the customer.
    for (const statut of ['En_preparation', 'Pret']) expect((await setOrderStatus(t.app, staff, id, statut)).statusCode).toBe(200);
    expect(await outboxCount(t.database.db, id)).toBe(0);
  });

  it('is an ordinary order without the header, or with a header that does not hold this process’s secret', async () => {
    for (const headers of [{}, { [E2E_ORDER_HEADER]: 'deviné' }] as Record<string, string>[]) {
      const res = await place(pickupBody(menu), headers);
      expect(res.statusCode).toBe(201);
      const { id } = res.json().order;
      const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
      expect(row!.is_test).toBe(false);
      const queued = await t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.order_id, id));
      expect(queued.map((r) => r.type).sort()).toEqual(['email', 'telegram']);
    }
  });

  it('pays at the simulator even when the restaurant has a live Konnect key', async () => {
    await t.database.db.update(restaurantSettings).set({ konnect_api_key: 'cle-reelle', konnect_wallet_id: 'portefeuille-reel' });
    try {
      const res = await place(pickupBody(menu, { mode_paiement: 'konnect' }), e2eOrderHeaders());
      expect(res.statusCode).toBe(201);
      expect(new URL(res.json().payUrl).pathname).toMatch(/^\/dev\/konnect\/pay\//);
      // Its payment link opened again ("Réessayer le paiement"): the simulator again.
      const again = await t.app.inject({ method: 'POST', url: `/api/orders/${res.json().order.id}/payment`, headers: client.headers, payload: {} });
      expect(again.statusCode).toBe(200);
      expect(new URL(again.json().payUrl).pathname).toMatch(/^\/dev\/konnect\/pay\//);
    } finally {
      await t.database.db.update(restaurantSettings).set({ konnect_api_key: null, konnect_wallet_id: null });
    }
  });
});

describe('an E2E order in production', () => {
  it('refuses an online payment in French before writing the order, and takes cash', async () => {
    const prod = await createTestApp({
      config: {
        isProduction: true,
        env: 'production',
        authSecret: 'un-secret-de-production-de-32-caracteres',
        konnect: { apiKey: 'cle-reelle', walletId: 'w' },
      },
    });
    try {
      await openAllDay(prod.database.db);
      const prodMenu = await menuFixture(prod.database.db);
      const who = await signInAs(prod.app);
      const post = (body: object) =>
        prod.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: { ...who.headers, 'idempotency-key': crypto.randomUUID(), ...e2eOrderHeaders() },
          payload: body,
        });
      const res = await post(pickupBody(prodMenu, { mode_paiement: 'konnect' }));
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe('Une commande de test ne peut pas ouvrir de paiement réel');
      expect(await prod.database.db.$count(orders)).toBe(0);
      expect((await post(pickupBody(prodMenu))).statusCode).toBe(201);
    } finally {
      await prod.close();
    }
  });
});
