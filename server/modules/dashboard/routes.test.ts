/** GET /api/admin/dashboard/*: staff only, the period checked with French messages, figures of the real clock. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurantDay } from '@core/order-display';
import { createTestApp, type TestApp } from '../../test/app';
import { signInAs, type SignedIn } from '../../test/auth';
import { buildOrder, buildProduct } from '../../test/factories';

let t: TestApp;
const who: Record<string, SignedIn> = {};

beforeAll(async () => {
  t = await createTestApp();
  who.client = await signInAs(t.app);
  who.otherClient = await signInAs(t.app, { withCustomer: false });
  who.operator = await signInAs(t.app, { role: 'operator' });
  who.admin = await signInAs(t.app, { role: 'admin' });
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = who.operator!.headers) => t.app.inject({ method: 'GET', url, headers });

describe.each(['/api/admin/dashboard/today', '/api/admin/dashboard/period?period=7d'])('GET %s', (url) => {
  it('answers 401 to anonymous and 403 to clients', async () => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    for (const client of [who.client!, who.otherClient!]) {
      const res = await get(url, client.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
  });

  it('answers operators and admins', async () => {
    for (const staff of [who.operator!, who.admin!]) expect((await get(url, staff.headers)).statusCode).toBe(200);
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
