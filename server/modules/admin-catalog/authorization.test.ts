/** Every admin catalogue route (option groups included): anonymous 401, client 403 (with or without a profile), operator and admin through. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { expectRefused, signInAllRoles, type Roles, type SignedIn } from '../../test/auth';

let t: TestApp;
let who: Roles;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  who = await signInAllRoles(t.app);
});
afterAll(() => t.close());

const routes: { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object }[] = [
  { method: 'GET', url: '/api/admin/categories' },
  { method: 'POST', url: '/api/admin/categories', payload: { nom_fr: 'X', code_interne: 'x' } },
  { method: 'PUT', url: '/api/admin/categories/order', payload: { ids: [1] } },
  { method: 'PUT', url: '/api/admin/categories/1', payload: { nom_fr: 'X', code_interne: 'x' } },
  { method: 'DELETE', url: '/api/admin/categories/1' },
  { method: 'GET', url: '/api/admin/products' },
  { method: 'GET', url: '/api/admin/products/1' },
  { method: 'POST', url: '/api/admin/products', payload: { category_id: 1, nom_fr: 'X', prix: 1000 } },
  { method: 'PUT', url: '/api/admin/products/1', payload: { category_id: 1, nom_fr: 'X', prix: 1000 } },
  { method: 'PATCH', url: '/api/admin/products/1', payload: { actif: false } },
  { method: 'PUT', url: '/api/admin/products/1/accompagnements', payload: { accompagnement_ids: [] } },
  { method: 'PUT', url: '/api/admin/products/1/rupture', payload: { rupture: false } },
  { method: 'DELETE', url: '/api/admin/products/1' },
  { method: 'GET', url: '/api/admin/products/1/option-groups' },
  { method: 'POST', url: '/api/admin/products/1/option-groups', payload: { nom_fr: 'Sauce', options: [{ nom_fr: 'Soja' }] } },
  { method: 'PUT', url: '/api/admin/products/1/option-groups/order', payload: { ids: [1] } },
  { method: 'PUT', url: '/api/admin/products/1/option-groups/1', payload: { nom_fr: 'Sauce', options: [{ nom_fr: 'Soja' }] } },
  { method: 'DELETE', url: '/api/admin/products/1/option-groups/1' },
  { method: 'GET', url: '/api/admin/accompagnements' },
  { method: 'POST', url: '/api/admin/accompagnements', payload: { nom_fr: 'X' } },
  { method: 'PUT', url: '/api/admin/accompagnements/1', payload: { nom_fr: 'X' } },
  { method: 'PUT', url: '/api/admin/accompagnements/1/rupture', payload: { rupture: false } },
  { method: 'DELETE', url: '/api/admin/accompagnements/1' },
];

describe.each(routes)('$method $url', ({ method, url, payload }) => {
  const send = (signedIn?: SignedIn) =>
    t.app.inject({ method, url, headers: signedIn?.headers ?? { origin: t.config.publicUrl }, ...(payload ? { payload } : {}) });

  it('answers 401 to anonymous, 403 to clients', async () => {
    await expectRefused(send, [who.client, who.otherClient]);
  });

  it('lets operators and admins through (the route itself answers)', async () => {
    for (const staff of [who.operator, who.admin]) {
      const res = await send(staff);
      expect([200, 201, 400, 404, 409]).toContain(res.statusCode);
      if (res.statusCode >= 400) expect(res.json().error.code).not.toMatch(/FORBIDDEN|UNAUTHENTICATED/);
    }
  });
});
