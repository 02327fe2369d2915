/** GET /api/admin/dashboard/*: staff only, the period checked with French messages, figures of the real clock. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurantDay } from '@core/order-display';
import { createTestApp, type TestApp } from '../../test/app';
import { expectRefused, signInAllRoles, type Roles, type SignedIn } from '../../test/auth';
import { buildOrder, buildProduct } from '../../test/factories';

let t: TestApp;
let who: Roles;

beforeAll(async () => {
  t = await createTestApp();
  who = await signInAllRoles(t.app);
});
afterAll(() => t?.close());

/** As the operator unless told otherwise; `null`: no session. */
const get = (url: string, signedIn: SignedIn | null = who.operator) => t.app.inject({ method: 'GET', url, headers: signedIn?.headers });

describe.each(['/api/admin/dashboard/today', '/api/admin/dashboard/period?period=7d'])('GET %s', (url) => {
  it('answers 401 to anonymous and 403 to clients', async () => {
    await expectRefused((signedIn) => get(url, signedIn ?? null), [who.client, who.otherClient]);
  });

  it('answers operators and admins', async () => {
    for (const staff of [who.operator, who.admin]) expect((await get(url, staff)).statusCode).toBe(200);
  });
});

describe('figures', () => {
  it('counts an order placed now in today and in the period, but not a test order', async () => {
    const before = (await get('/api/admin/dashboard/today')).json();
    const product = await buildProduct(t.database.db, { prix: 11_250 });
    await buildOrder(t.database.db, { items: [{ product, quantity: 2 }] });
    await buildOrder(t.database.db, { is_test: true, items: [{ product }] });
    const today = (await get('/api/admin/dashboard/today')).json();
    expect(today.day).toBe(restaurantDay(new Date()));
    expect(today.today.orders).toBe(before.today.orders + 1);
    expect(today.today.revenue).toBe(before.today.revenue + 22_500);
    expect(today.waiting.count).toBe(before.waiting.count + 1);
    const period = (await get('/api/admin/dashboard/period?period=today')).json();
    expect(period.granularity).toBe('hour');
    expect(period.top_dishes).toContainEqual({ product_id: product.id, name: product.nom_fr, quantity: 2, revenue: 22_500 });
  });

  it('defaults to 30 days and takes a from–to range', async () => {
    expect((await get('/api/admin/dashboard/period')).json()).toMatchObject({ period: '30d' });
    const res = await get('/api/admin/dashboard/period?period=custom&from=2026-01-01&to=2026-01-31');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ from: '2026-01-01', to: '2026-01-31', granularity: 'day' });
    expect(res.json().buckets).toHaveLength(31);
  });
});

describe('bad periods get a French 400', () => {
  it.each([
    ['?period=year', 'Période invalide'],
    ['?period=custom', 'Choisissez une date de début et une date de fin'],
    ['?period=custom&from=2026-01-01', 'Choisissez une date de début et une date de fin'],
    ['?period=custom&from=2026-02-30&to=2026-03-01', 'Date invalide (AAAA-MM-JJ)'],
    ['?period=custom&from=01/02/2026&to=2026-03-01', 'Date invalide (AAAA-MM-JJ)'],
    ['?period=custom&from=2026-03-02&to=2026-03-01', 'La date de début doit précéder la date de fin'],
    ['?period=custom&from=2025-01-01&to=2026-01-02', 'La période ne peut pas dépasser 366 jours'],
  ])('%s', async (query, message) => {
    const res = await get(`/api/admin/dashboard/period${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('accepts a leap year of 366 days', async () => {
    expect((await get('/api/admin/dashboard/period?period=custom&from=2024-01-01&to=2024-12-31')).statusCode).toBe(200);
  });
});
