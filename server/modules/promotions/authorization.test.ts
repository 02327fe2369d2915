/**
 * Who may do what with offers: anonymous 401 and clients 403 on every back-office route; operators may
 * list, read, pause and resume, and nothing else (403); admins everything. The shop's list and code
 * check answer everyone, and price with the asking customer's own facts only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { expectRefused, signInAllRoles, type Roles, type SignedIn } from '../../test/auth';
import { buildPromotion } from '../../test/factories';
import { createShopTestApp, pickupBody, type MenuFixture } from '../../test/orders';

let t: TestApp;
let who: Roles;
let menu: MenuFixture;
let id: number;
let codesId: number;

beforeAll(async () => {
  ({ t, menu } = await createShopTestApp());
  who = await signInAllRoles(t.app, { client: { withCustomer: { telephone: '29000001' } } });
  id = (await buildPromotion(t.database.db)).id;
  codesId = (await buildPromotion(t.database.db, { automatique: false, codes_uniques: true })).id;
});
afterAll(async () => t?.close());

type Route = { method: 'GET' | 'POST' | 'PUT'; url: () => string; payload?: object };
const offer = { nom: 'Offre', kind: 'order_percent', percent: 10 };

const staffRoutes: Route[] = [
  { method: 'GET', url: () => '/api/admin/promotions' },
  { method: 'GET', url: () => `/api/admin/promotions/${id}` },
  { method: 'POST', url: () => `/api/admin/promotions/${id}/pause` },
  { method: 'POST', url: () => `/api/admin/promotions/${id}/resume` },
];
const adminRoutes: Route[] = [
  { method: 'POST', url: () => '/api/admin/promotions', payload: offer },
  { method: 'PUT', url: () => `/api/admin/promotions/${id}`, payload: offer },
  { method: 'POST', url: () => `/api/admin/promotions/${id}/duplicate` },
  { method: 'POST', url: () => `/api/admin/promotions/${codesId}/codes`, payload: { nombre: 1 } },
  { method: 'GET', url: () => `/api/admin/promotions/${codesId}/codes` },
  { method: 'GET', url: () => `/api/admin/promotions/${id}/stats` },
  { method: 'GET', url: () => `/api/admin/promotions/${id}/stats.csv` },
  { method: 'GET', url: () => '/api/admin/promotions/figures' },
  { method: 'GET', url: () => '/api/admin/promotions/figures.csv' },
  // last: ends the offer the other routes use
  { method: 'POST', url: () => `/api/admin/promotions/${id}/end` },
];

function sender({ method, url, payload }: Route) {
  return (signedIn?: SignedIn) =>
    // a POST without a body of its own sends {} (as web/lib/call.ts does)
    t.app.inject({
      method,
      url: url(),
      headers: signedIn?.headers ?? { origin: t.config.publicUrl },
      ...(payload || method !== 'GET' ? { payload: payload ?? {} } : {}),
    });
}

describe('back-office routes', () => {
  it('staff only, operators included: list, read, pause, resume', async () => {
    for (const route of staffRoutes) {
      const send = sender(route);
      const label = `${route.method} ${route.url()}`;
      await expectRefused(send, [who.client, who.otherClient], { label });
      for (const staff of [who.operator, who.admin]) expect((await send(staff)).statusCode, label).toBe(200);
    }
  });

  it('admin only: operators are refused, admins through', async () => {
    for (const route of adminRoutes) {
      const send = sender(route);
      const label = `${route.method} ${route.url()}`;
      await expectRefused(send, [who.client, who.otherClient, who.operator], { label });
      const res = await send(who.admin);
      expect([200, 201], label).toContain(res.statusCode);
    }
  });
});

describe('shop routes', () => {
  it('lists the running offers and checks a code for anyone, with the asking customer’s facts only', async () => {
    await buildPromotion(t.database.db, { nom: 'Bienvenue', automatique: false, code: 'BIENVENUE', conditions: { premiere_commande: true } });
    for (const signedIn of [undefined, who.client, who.otherClient, who.operator, who.admin]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/promotions', headers: signedIn?.headers ?? {} })).statusCode).toBe(200);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/promotions/quote',
        headers: signedIn?.headers ?? {},
        payload: { ...pickupBody(menu), code: 'BIENVENUE' },
      });
      expect(res.statusCode).toBe(200);
      // only a customer with a profile is known: the others are asked to sign in
      expect(res.json().code_refusal).toBe(signedIn === who.client ? null : 'Connectez-vous pour profiter de cette offre');
    }
  });
});
