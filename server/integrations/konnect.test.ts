import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, restaurantSettings } from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/app';
import { signInAs } from '../test/auth';
import { buildRestaurantSettings } from '../test/factories';
import { menuFixture, openAllDay, pickupBody, postOrder } from '../test/orders';
import { WEBHOOK_LIMIT_PER_MINUTE } from '../modules/payments/routes';
import { getKonnectPayment, initKonnectPayment, KonnectError } from './konnect';

/** A stand-in for api.konnect.network: records what it receives, answers like the documented API. */
interface Seen {
  method: string;
  url: string;
  apiKey: string | undefined;
  body: Record<string, unknown> | null;
}
let server: Server;
let base: string;
const seen: Seen[] = [];
const payments = new Map<string, Record<string, unknown>>();

async function readBody(request: IncomingMessage): Promise<Record<string, unknown> | null> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text ? (JSON.parse(text) as Record<string, unknown>) : null;
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readBody(request);
    seen.push({ method: request.method!, url: request.url!, apiKey: request.headers['x-api-key'] as string | undefined, body });
    response.setHeader('content-type', 'application/json');
    if (request.headers['x-api-key'] !== 'cle-secrete') {
      response.statusCode = 401;
      return response.end(JSON.stringify({ errors: [{ code: 'UNAUTHORIZED', message: 'Invalid API key' }] }));
    }
    if (request.method === 'POST' && request.url === '/api/v2/payments/init-payment') {
      const ref = (payments.size + 1).toString(16).padStart(24, '0');
      payments.set(ref, { id: ref, status: 'pending', amount: body!.amount, orderId: body!.orderId });
      return response.end(JSON.stringify({ payUrl: `https://gateway.sandbox.konnect.network/pay?payment_ref=${ref}`, paymentRef: ref }));
    }
    const match = /^\/api\/v2\/payments\/([^/]+)$/.exec(request.url!);
    if (request.method === 'GET' && match && payments.has(match[1]!)) return response.end(JSON.stringify({ payment: payments.get(match[1]!) }));
    response.statusCode = 404;
    response.end(JSON.stringify({ errors: [{ code: 'NOT_FOUND', message: 'Payment not found' }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v2`;
});
afterAll(async () => new Promise((resolve) => server.close(resolve)));

describe('Konnect client', () => {
  const connection = () => ({ baseUrl: base, apiKey: 'cle-secrete', walletId: 'wallet-42' });

  it('inits a payment with the documented fields and reads its status', async () => {
    const started = await initKonnectPayment(connection(), {
      amount: 42_500,
      orderId: 'c0ffee00-0000-4000-8000-000000000001',
      description: 'Commande SK-1',
      webhook: 'https://shop.test/api/payments/konnect/webhook',
      successUrl: 'https://shop.test/payment-success/x',
      failUrl: 'https://shop.test/payment-failed/x',
      firstName: 'Amira',
      lastName: 'Ben Salah',
      phoneNumber: '22123456',
      email: 'amira@example.tn',
      lifespan: 20,
    });
    expect(started.paymentRef).toMatch(/^[0-9a-f]{24}$/);
    const request = seen.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', url: '/api/v2/payments/init-payment', apiKey: 'cle-secrete' });
    expect(request.body).toMatchObject({
      receiverWalletId: 'wallet-42',
      token: 'TND',
      amount: 42_500,
      orderId: 'c0ffee00-0000-4000-8000-000000000001',
      lifespan: 20,
      firstName: 'Amira',
      lastName: 'Ben Salah',
      phoneNumber: '22123456',
      email: 'amira@example.tn',
    });

    payments.get(started.paymentRef)!.status = 'completed';
    expect(await getKonnectPayment(connection(), started.paymentRef)).toEqual({
      id: started.paymentRef,
      status: 'completed',
      amount: 42_500,
      orderId: 'c0ffee00-0000-4000-8000-000000000001',
    });
    expect(await getKonnectPayment(connection(), 'inconnu')).toBeNull();
  });

  it('turns an API error into a KonnectError carrying Konnect’s message', async () => {
    const error = await initKonnectPayment({ ...connection(), apiKey: 'mauvaise' }, {} as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KonnectError);
    expect((error as KonnectError).message).toBe('Invalid API key');
    expect((error as KonnectError).status).toBe(401);
    const unreachable = await getKonnectPayment({ ...connection(), baseUrl: 'http://127.0.0.1:9/api' }, 'abcdef0123456789abcdef01').catch((e: unknown) => e);
    expect(unreachable).toBeInstanceOf(KonnectError);
  });
});

describe('orders paid with a configured Konnect key', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { konnect: { baseUrl: base } } });
    await buildRestaurantSettings(t.database.db, { konnect_api_key: 'cle-secrete', konnect_wallet_id: 'wallet-42' });
  });
  afterAll(async () => t?.close());

  it('sends the order’s amount in millimes, return URLs on PUBLIC_URL and the payer, and gives the browser Konnect’s payUrl', async () => {
    const menu = await menuFixture(t.database.db);
    const client = await signInAs(t.app, { withCustomer: { prenom: 'Amira', nom: 'Ben Salah', telephone: '55123456' } });
    const res = await postOrder(t.app, client, pickupBody(menu, { mode_paiement: 'konnect' }));
    expect(res.statusCode).toBe(201);
    const { order, payUrl } = res.json();
    expect(payUrl).toMatch(/^https:\/\/gateway\.sandbox\.konnect\.network\/pay\?payment_ref=[0-9a-f]{24}$/);
    expect(seen.at(-1)!.body).toMatchObject({
      receiverWalletId: 'wallet-42',
      amount: order.total_ttc,
      token: 'TND',
      orderId: order.id,
      webhook: 'https://shop.test/api/payments/konnect/webhook',
      successUrl: `https://shop.test/payment-success/${order.id}`,
      failUrl: `https://shop.test/payment-failed/${order.id}`,
      firstName: 'Amira',
      lastName: 'Ben Salah',
      phoneNumber: '55123456',
      email: client.email,
    });
    // The webhook settles the order from Konnect's answer.
    const ref = new URL(payUrl).searchParams.get('payment_ref')!;
    payments.get(ref)!.status = 'completed';
    const hook = await t.app.inject({ method: 'GET', url: `/api/payments/konnect/webhook?payment_ref=${ref}` });
    expect(hook.json()).toEqual({ ok: true, paid: true });
    // A payment completed for another amount is not accepted as payment of this order.
    const second = await postOrder(t.app, client, pickupBody(menu, { mode_paiement: 'konnect', items: [{ product_id: menu.product.id, quantity: 4 }] }));
    const ref2 = new URL(second.json().payUrl).searchParams.get('payment_ref')!;
    Object.assign(payments.get(ref2)!, { status: 'completed', amount: 1 });
    expect((await t.app.inject({ method: 'GET', url: `/api/payments/konnect/webhook?payment_ref=${ref2}` })).json()).toEqual({ ok: true, paid: false });
  });

  it('answers the French payment error when Konnect refuses to open a payment', async () => {
    await t.database.db.update(restaurantSettings).set({ konnect_api_key: 'revoquee' }).where(eq(restaurantSettings.id, 1));
    const menu = await menuFixture(t.database.db);
    const client = await signInAs(t.app);
    const res = await postOrder(t.app, client, pickupBody(menu, { mode_paiement: 'konnect' }));
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe('Payment initialization failed: Invalid API key');
  });
});

describe('production without a Konnect key', () => {
  it('refuses an online payment before writing any order, and serves no simulator', async () => {
    const t = await createTestApp({ config: { isProduction: true, env: 'production', authSecret: 'a-long-production-secret-for-this-test-only' } });
    try {
      await openAllDay(t.database.db);
      const menu = await menuFixture(t.database.db);
      const client = await signInAs(t.app);
      const res = await postOrder(t.app, client, pickupBody(menu, { mode_paiement: 'konnect' }));
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toBe('Le paiement en ligne est momentanément indisponible');
      expect(await t.database.db.$count(orders)).toBe(0);
      const simulator = await t.app.inject({ method: 'POST', url: '/dev/konnect/api/v2/payments/init-payment', payload: {} });
      expect(simulator.statusCode).toBe(404);
      // Cash still works.
      expect((await postOrder(t.app, client, pickupBody(menu))).statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });
});

describe('the Konnect webhook, open to anyone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { konnect: { baseUrl: base } } });
    await buildRestaurantSettings(t.database.db, { konnect_api_key: 'cle-secrete', konnect_wallet_id: 'wallet-42' });
  });
  afterAll(async () => t?.close());
  const hook = (ref: string, ip = '203.0.113.7') =>
    t.app.inject({ method: 'GET', url: `/api/payments/konnect/webhook?payment_ref=${encodeURIComponent(ref)}`, remoteAddress: ip });

  it("refuses a reference that is not Konnect's form before calling Konnect, so nothing else reaches its URL", async () => {
    const before = seen.length;
    for (const ref of ['../../wallets/wallet-42', '..', 'abc/def', '0123456789abcdef0123456g', '0123456789abcdef012345678', '']) {
      const res = await hook(ref, '198.51.100.1');
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Référence de paiement invalide');
    }
    expect(await getKonnectPayment({ baseUrl: base, apiKey: 'cle-secrete', walletId: 'w' }, '../x/0123456789abcdef0123')).toBeNull();
    expect(seen.length).toBe(before);
  });

  it(`is rate-limited per address: ${WEBHOOK_LIMIT_PER_MINUTE} calls a minute reach Konnect, the next ones do not`, async () => {
    const before = seen.length;
    for (let i = 0; i < WEBHOOK_LIMIT_PER_MINUTE; i += 1) expect((await hook('ffffffffffffffffffffffff')).json()).toEqual({ ok: true, paid: false });
    expect(seen.length).toBe(before + WEBHOOK_LIMIT_PER_MINUTE);
    const over = await hook('ffffffffffffffffffffffff');
    expect(over.statusCode).toBe(429);
    expect(over.json().error.message).toBe('Trop de tentatives. Veuillez réessayer plus tard.');
    expect(seen.length).toBe(before + WEBHOOK_LIMIT_PER_MINUTE);
    // Another address (Konnect's own servers) still gets through.
    expect((await hook('ffffffffffffffffffffffff', '192.0.2.10')).statusCode).toBe(200);
  });
});
