/**
 * The running offers travel with the catalogue (the menu's badges and the home page's strip paint
 * with the menu): an admin's write to an offer drops the cached catalogue, so the next page and the open pages
 * (through the catalogue's stream) see it at once; a failed write leaves it. Without any write, an offer
 * published for later appears when it starts and goes when it ends, and one used up by an order goes at once.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../test/app';
import { signInAs, type SignedIn } from '../../test/auth';
import { createShopTestApp, pickupBody, postOrder, type MenuFixture } from '../../test/orders';

let t: TestApp;
let menu: MenuFixture;
let admin: SignedIn;

beforeAll(async () => {
  ({ t, menu } = await createShopTestApp());
  admin = await signInAs(t.app, { role: 'admin' });
});
afterAll(async () => t?.close());

const offersInCatalogue = async () =>
  ((await t.app.inject({ method: 'GET', url: '/api/catalog' })).json().promotions as { nom: string; badge: string }[]).map((p) => `${p.nom} ${p.badge}`);

describe('the running offers in the catalogue', () => {
  it('follows the back-office: created, paused, resumed; a refused write changes nothing', async () => {
    expect(await offersInCatalogue()).toEqual([]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/promotions',
      headers: admin.headers,
      payload: { nom: 'Makis du mardi', kind: 'items_percent', percent: 20, cible: { categories: [], produits: [menu.product.id] } },
    });
    expect(created.statusCode).toBe(201);
    expect(await offersInCatalogue()).toEqual(['Makis du mardi -20 %']);

    const id = created.json().id as number;
    await t.app.inject({ method: 'POST', url: `/api/admin/promotions/${id}/pause`, headers: admin.headers, payload: {} });
    expect(await offersInCatalogue()).toEqual([]);

    const refused = await t.app.inject({ method: 'POST', url: '/api/admin/promotions', headers: admin.headers, payload: { nom: '', kind: 'order_percent' } });
    expect(refused.statusCode).toBe(400);
    await t.app.inject({ method: 'POST', url: `/api/admin/promotions/${id}/resume`, headers: admin.headers, payload: {} });
    expect(await offersInCatalogue()).toEqual(['Makis du mardi -20 %']);
  });
});

describe('the running offers followed without an admin write', () => {
  const HOUR = 3_600_000;
  const endAll = async () => {
    for (const { id } of (await t.app.inject({ method: 'GET', url: '/api/admin/promotions', headers: admin.headers })).json() as { id: number }[])
      await t.app.inject({ method: 'POST', url: `/api/admin/promotions/${id}/end`, headers: admin.headers, payload: {} });
  };
  const create = async (payload: Record<string, unknown>) => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/promotions',
      headers: admin.headers,
      payload: { kind: 'items_percent', percent: 10, cible: { categories: [], produits: [menu.product.id] }, ...payload },
    });
    expect(created.statusCode).toBe(201);
  };

  it('shows an offer published for later when it starts and drops it when it ends', async () => {
    await endAll();
    const start = Date.now();
    await create({ nom: 'Happy hour', conditions: { debut: new Date(start + HOUR).toISOString(), fin: new Date(start + 2 * HOUR).toISOString() } });
    expect(await offersInCatalogue()).toEqual([]);
    // Only the clock moves (the database, the timers and the requests run as usual).
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    try {
      vi.setSystemTime(start + HOUR + 1_000);
      expect(await offersInCatalogue()).toEqual(['Happy hour -10 %']);
      vi.setSystemTime(start + 2 * HOUR + 1_000);
      expect(await offersInCatalogue()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops an offer from the menu once an order takes its last use', async () => {
    await endAll();
    await create({ nom: 'Les 1ers servis', max_utilisations: 1 });
    expect(await offersInCatalogue()).toEqual(['Les 1ers servis -10 %']);
    const client = await signInAs(t.app, { withCustomer: { telephone: '20998877' } });
    const placed = await postOrder(t.app, client, pickupBody(menu));
    expect(placed.statusCode).toBe(201);
    expect(placed.json().order.montant_promotions).toBeGreaterThan(0);
    expect(await offersInCatalogue()).toEqual([]);
  });

  it('brings a used-up offer back to the menu at once when its order is cancelled', async () => {
    await endAll();
    await create({ nom: 'Le dernier', max_utilisations: 1 });
    const client = await signInAs(t.app, { withCustomer: { telephone: '20998855' } });
    const placed = await postOrder(t.app, client, pickupBody(menu));
    expect(placed.statusCode).toBe(201);
    expect(await offersInCatalogue()).toEqual([]);
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/orders/${placed.json().order.id}/cancel`, headers: client.headers, payload: {} });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await vi.waitFor(async () => expect(await offersInCatalogue()).toEqual(['Le dernier -10 %']), { timeout: 10_000 });
  });

  it('keeps an offer on the menu while uses are left', async () => {
    await endAll();
    await create({ nom: 'Les 2 premiers', max_utilisations: 2 });
    const client = await signInAs(t.app, { withCustomer: { telephone: '20998866' } });
    expect((await postOrder(t.app, client, pickupBody(menu))).statusCode).toBe(201);
    expect(await offersInCatalogue()).toEqual(['Les 2 premiers -10 %']);
  });
});
