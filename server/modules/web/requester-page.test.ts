/**
 * A signed-in page's HTML carries its requester's own GET /api/me answer
 * (and, on an order page, their own order) as JSON data blocks, and the first frame drawn from them; that
 * HTML is never cached (no-store, no ETag) and holds nothing of another visitor. The home page alone
 * preloads the hero photo.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countLabel } from '@core/plural';
import { ACCOUNT_TAB_TEXTS, AUTH_PAGE_TEXTS, INLINED_ACCOUNT_TAB_ID, INLINED_ORDER_ID, INLINED_SESSION_ID, PAYMENT_PAGE_TEXTS } from '@core/pages';
import { statusDescription, statusLabel } from '@core/order-status';
import { formatOrderDate } from '@core/order-display';
import { createTestApp, TEST_INDEX_HTML, type TestApp } from '../../test/app';
import { buildAddress, buildOrder, buildShop } from '../../test/factories';
import { signInAs, type SignedIn } from '../../test/sign-in';
import { LOOKUP_LIMIT_PER_MINUTE } from '../orders/order-lookup';

let t: TestApp;
let amira: SignedIn;
let other: SignedIn;
let newcomer: SignedIn;
let order: Awaited<ReturnType<typeof buildOrder>>;
let othersOrder: Awaited<ReturnType<typeof buildOrder>>;

beforeAll(async () => {
  const webDistDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'sushi-signed-in-')), 'web');
  mkdirSync(webDistDir, { recursive: true });
  writeFileSync(path.join(webDistDir, 'index.html'), TEST_INDEX_HTML);
  t = await createTestApp({ config: { webDistDir } });
  await buildShop(t.database.db, { settings: { hero_images: ['/uploads/hero/hero-1.webp'] } });
  // A name that would close the data block and open a script if it were not escaped.
  amira = await signInAs(t.app, { withCustomer: { prenom: 'Amira</script><script>alert(1)</script>' } });
  other = await signInAs(t.app, { withCustomer: { prenom: 'Youssef' } });
  newcomer = await signInAs(t.app, { withCustomer: { prenom: null, nom: null, telephone: null, onboarding_completed: false } });
  order = await buildOrder(t.database.db, { customer_id: amira.customerId!, type_commande: 'A_emporter' });
  othersOrder = await buildOrder(t.database.db, { customer_id: other.customerId! });
});
afterAll(async () => t?.close());

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** The JSON data block `id` of a page, parsed, or undefined. */
function block(body: string, id: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(body);
  return match ? JSON.parse(match[1]!) : undefined;
}

const root = (body: string) => body.slice(body.indexOf('<div id="root">'), body.indexOf('<script type="application/json" id="__BOOTSTRAP__"'));

describe('signed-in pages for their requester', () => {
  it('/account inlines the requester’s own GET /api/me answer, greets them in the first frame, and is never stored', async () => {
    const res = await get('/account', amira.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
    const me = await get('/api/me', amira.cookie);
    expect(block(res.body, INLINED_SESSION_ID)).toEqual(me.json());
    // escaped in the block (no closing tag inside it) and in the frame
    expect(res.body).not.toContain('</script><script>alert(1)');
    expect(root(res.body)).toContain('data-first-frame="account"');
    expect(root(res.body)).toContain('>Bonjour, Amira&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</h1>');
    expect(root(res.body)).toContain(`>${amira.email}</p>`);
  });

  it('/account?tab=vouchers and ?tab=addresses inline the answers the tab draws from, as the API gives them, and paint its top', async () => {
    const youssefsAddress = await buildAddress(t.database.db, { customer_id: other.customerId!, adresse: '7 rue de Youssef' });
    const vouchersPage = await get('/account?tab=vouchers', amira.cookie);
    const api = async (url: string, cookie: string) => (await get(url, cookie)).json<unknown>();
    expect(block(vouchersPage.body, INLINED_ACCOUNT_TAB_ID)).toEqual({
      tab: 'vouchers',
      loyaltySummary: await api('/api/me/loyalty', amira.cookie),
      vouchers: await api('/api/me/vouchers', amira.cookie),
    });
    const summary = block(vouchersPage.body, INLINED_ACCOUNT_TAB_ID) as { loyaltySummary: { balance: number } };
    expect(root(vouchersPage.body)).toContain(
      `Solde : <strong class="text-paper tabular-nums">${countLabel(summary.loyaltySummary.balance, 'point')}</strong>`,
    );
    expect(root(vouchersPage.body)).toContain('data-state="active">Bons d’achat</span>');

    expect(block((await get('/account?tab=addresses', amira.cookie)).body, INLINED_ACCOUNT_TAB_ID)).toEqual({ tab: 'addresses', addresses: [] });
    expect(root((await get('/account?tab=addresses', amira.cookie)).body)).toContain(`>${ACCOUNT_TAB_TEXTS.noAddressHint}</div>`);
    const youssefs = await get('/account?tab=addresses', other.cookie);
    expect(block(youssefs.body, INLINED_ACCOUNT_TAB_ID)).toEqual({ tab: 'addresses', ...((await api('/api/me/addresses', other.cookie)) as object) });
    expect(youssefs.body).toContain(youssefsAddress.adresse);
    expect(youssefs.body).not.toContain(ACCOUNT_TAB_TEXTS.noAddressHint);
    // Only the requester's own: Amira's page never holds Youssef's address.
    expect((await get('/account?tab=addresses', amira.cookie)).body).not.toContain(youssefsAddress.adresse);

    // Any other tab, or none, or an unknown one: the tab named, no API answer inlined.
    expect(block((await get('/account', amira.cookie)).body, INLINED_ACCOUNT_TAB_ID)).toEqual({ tab: 'loyalty' });
    expect(block((await get('/account?tab=orders', amira.cookie)).body, INLINED_ACCOUNT_TAB_ID)).toEqual({ tab: 'orders' });
    expect(block((await get('/account?tab=<script>', amira.cookie)).body, INLINED_ACCOUNT_TAB_ID)).toEqual({ tab: 'loyalty' });
  });

  it('another customer gets only their own data on the same page', async () => {
    const res = await get('/account', other.cookie);
    expect(block(res.body, INLINED_SESSION_ID)).toMatchObject({ user: { email: other.email }, customer: { prenom: 'Youssef' } });
    expect(res.body).not.toContain(amira.email);
    expect(res.body).not.toContain('Amira');
  });

  it('without a session (or with a cookie that opens none) the page is the shared one: no data block, no frame', async () => {
    for (const cookie of [undefined, 'better-auth.session_token=forged.value']) {
      const res = await get('/account', cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(block(res.body, INLINED_SESSION_ID)).toBeUndefined();
      expect(res.body).not.toContain('data-first-frame');
    }
  });

  it('/onboarding draws its card for a customer whose profile is still to complete, not for one who completed it', async () => {
    const fresh = await get('/onboarding', newcomer.cookie);
    expect(block(fresh.body, INLINED_SESSION_ID)).toMatchObject({ needsOnboarding: true });
    expect(root(fresh.body)).toContain(`>${AUTH_PAGE_TEXTS.onboarding.title}</h1>`);
    expect(root(fresh.body)).toContain('max-w-lg');
    const done = await get('/onboarding', other.cookie);
    expect(done.body).not.toContain('data-first-frame');
  });

  it('/order-tracking/{numero} inlines the requester’s own order and draws its status', async () => {
    const res = await get(`/order-tracking/${order.numero_commande}`, amira.cookie);
    expect(res.headers['cache-control']).toBe('no-store');
    const api = await get(`/api/orders/by-number/${order.numero_commande}`, amira.cookie);
    expect(block(res.body, INLINED_ORDER_ID)).toEqual(api.json().order);
    expect(root(res.body)).toContain('data-first-frame="order"');
    expect(root(res.body)).toContain(`>${statusLabel(order.statut_commande)}</h1>`);
    expect(root(res.body)).toContain(`>${statusDescription(order.statut_commande, 'A_emporter')}</p>`);
  });

  it('/order-success/{id} inlines the requester’s own order and draws its header', async () => {
    const res = await get(`/order-success/${order.id}`, amira.cookie);
    expect(block(res.body, INLINED_ORDER_ID)).toMatchObject({ id: order.id, numero_commande: order.numero_commande });
    expect(root(res.body)).toContain('data-first-frame="order"');
    expect(root(res.body)).toContain('>Commande confirmée !</h1>');
    const created = (block(res.body, INLINED_ORDER_ID) as { created_at: string }).created_at;
    expect(root(res.body)).toContain(`>${order.numero_commande}</span> · ${formatOrderDate(created)}</p>`);
    expect(root(res.body)).toContain(`>${statusLabel(order.statut_commande)}</span>`);
  });

  it('/payment-success and /payment-failed inline the requester’s own order and draw its stored payment state', async () => {
    const pending = await buildOrder(t.database.db, { customer_id: amira.customerId!, mode_paiement: 'konnect', payment_status: 'en_attente' });
    const paid = await buildOrder(t.database.db, { customer_id: amira.customerId!, mode_paiement: 'konnect', payment_status: 'paye', paid_at: new Date() });
    const cases = [
      [`/payment-success/${pending.id}`, pending.id, PAYMENT_PAGE_TEXTS.pending],
      [`/payment-success/${paid.id}`, paid.id, PAYMENT_PAGE_TEXTS.paid],
      [`/payment-failed/${pending.id}`, pending.id, PAYMENT_PAGE_TEXTS.failed],
    ] as const;
    for (const [url, id, texts] of cases) {
      const res = await get(url, amira.cookie);
      expect(block(res.body, INLINED_ORDER_ID), url).toMatchObject({ id });
      expect(root(res.body), url).toContain('data-first-frame="order"');
      expect(root(res.body), url).toContain(`>${texts.title}</h1>`);
      expect(root(res.body), url).toContain(`>${texts.description.replaceAll("'", '&#39;')}</p>`);
    }
    // A paid order's /payment-failed is about to go to /payment-success: it draws nothing of its own.
    const res = await get(`/payment-failed/${paid.id}`, amira.cookie);
    expect(block(res.body, INLINED_ORDER_ID)).toMatchObject({ id: paid.id });
    expect(res.body).not.toContain('data-first-frame="order"');
  });

  it('never inlines another customer’s order by id, nor an unknown one', async () => {
    for (const url of [
      `/order-success/${othersOrder.id}`,
      `/order-success?orderId=${othersOrder.id}`,
      `/payment-success/${othersOrder.id}`,
      `/payment-failed/${othersOrder.id}`,
      '/order-tracking/SK-AAAAA-00000',
      '/payment-success/not-a-uuid',
    ]) {
      const res = await get(url, amira.cookie);
      expect(res.statusCode).toBe(200);
      expect(block(res.body, INLINED_ORDER_ID), url).toBeUndefined();
      expect(res.body, url).not.toContain('data-first-frame="order"');
      expect(block(res.body, INLINED_SESSION_ID)).toMatchObject({ user: { email: amira.email } });
    }
  });

  it('the legacy /order-success?orderId= and /order-tracking?order= are drawn like their paths', async () => {
    const success = await get(`/order-success?orderId=${order.id}`, amira.cookie);
    expect(block(success.body, INLINED_ORDER_ID)).toMatchObject({ id: order.id });
    expect(root(success.body)).toContain('>Commande confirmée !</h1>');
    const tracking = await get(`/order-tracking?order=${order.numero_commande}`);
    expect(block(tracking.body, INLINED_ORDER_ID)).toEqual((await get(`/api/orders/by-number/${order.numero_commande}`)).json().order);
    expect(root(tracking.body)).toContain(`>${statusLabel(order.statut_commande)}</h1>`);
    // without a session, /order-success draws nothing (an order by id is its customer's alone)
    expect(block((await get(`/order-success?orderId=${order.id}`)).body, INLINED_ORDER_ID)).toBeUndefined();
  });

  it('pages not drawn from the session carry no session, even for a signed-in visitor', async () => {
    for (const url of ['/', '/auth/client', '/admin/orders']) {
      const res = await get(url, amira.cookie);
      expect(block(res.body, INLINED_SESSION_ID), url).toBeUndefined();
      expect(res.body, url).not.toContain(amira.email);
    }
  });
});

describe('a tracking page, for whoever holds the number (an SMS link, a phone order, a shared link)', () => {
  it('without a session, or for another customer, inlines the order as the API answers them (nothing personal) and draws its status; never stored', async () => {
    const personal = [amira.email, '7 rue', 'Amira'];
    for (const cookie of [undefined, other.cookie, 'better-auth.session_token=forged.value']) {
      const res = await get(`/order-tracking/${order.numero_commande}`, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.etag).toBeUndefined();
      const api = await get(`/api/orders/by-number/${order.numero_commande}`, cookie);
      expect(block(res.body, INLINED_ORDER_ID)).toEqual(api.json().order);
      expect(block(res.body, INLINED_ORDER_ID)).toMatchObject({ customer: null, adresse_livraison: null, can_cancel: false });
      for (const text of personal) expect(res.body).not.toContain(text);
      expect(root(res.body)).toContain('data-first-frame="order"');
      expect(root(res.body)).toContain(`>${statusLabel(order.statut_commande)}</h1>`);
    }
    // signed in, the requester's own session comes with it; without one, none
    expect(block((await get(`/order-tracking/${order.numero_commande}`, other.cookie)).body, INLINED_SESSION_ID)).toMatchObject({
      user: { email: other.email },
    });
    expect(block((await get(`/order-tracking/${order.numero_commande}`)).body, INLINED_SESSION_ID)).toBeUndefined();
  });

  it('an unknown number draws nothing: the page says so itself', async () => {
    const res = await get('/order-tracking/SK-AAAAA-00000');
    expect(res.statusCode).toBe(200);
    expect(block(res.body, INLINED_ORDER_ID)).toBeUndefined();
    expect(res.body).not.toContain('data-first-frame="order"');
  });

  it('counts in the API’s per-IP limit of lookups by number: past it the page is the shared one and the API answers 429', async () => {
    const from = (url: string, remoteAddress: string) => t.app.inject({ method: 'GET', url, remoteAddress });
    const url = `/order-tracking/${order.numero_commande}`;
    for (let i = 0; i < LOOKUP_LIMIT_PER_MINUTE; i++) expect(block((await from(url, '203.0.113.9')).body, INLINED_ORDER_ID)).toBeDefined();
    const page = await from(url, '203.0.113.9');
    expect(page.statusCode).toBe(200);
    expect(page.headers['retry-after']).toBeUndefined();
    expect(block(page.body, INLINED_ORDER_ID)).toBeUndefined();
    expect(page.body).not.toContain('data-first-frame="order"');
    expect((await from(`/api/orders/by-number/${order.numero_commande}`, '203.0.113.9')).statusCode).toBe(429);
    // another address is not held back
    expect(block((await from(url, '203.0.113.10')).body, INLINED_ORDER_ID)).toBeDefined();
  });
});

describe('hero photo preload', () => {
  it('is on the home page only (no other page shows the photo)', async () => {
    expect((await get('/')).body).toContain('<link rel="preload" as="image"');
    for (const url of ['/auth/client', '/account', `/order-tracking/${order.numero_commande}`]) {
      expect((await get(url)).body, url).not.toContain('<link rel="preload" as="image"');
    }
  });
});
