/**
 * The running offers travel with the catalogue (issue 33: the menu's badges and the home page's strip paint
 * with the menu): an admin's write to an offer drops the cached catalogue, so the next page and the open pages
 * (through the catalogue's stream) see it at once; a failed write leaves it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { signInAs, type SignedIn } from '../../test/auth';
import { createShopTestApp, type MenuFixture } from '../../test/orders';

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
