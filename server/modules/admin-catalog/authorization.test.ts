/** Every admin catalogue route: anonymous 401, client 403 (with or without a profile), operator and admin through. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signInAs, type SignedIn } from '../../test/auth';

let t: TestApp;
const who: Record<string, SignedIn> = {};

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  who.client = await signInAs(t.app);
  who.otherClient = await signInAs(t.app, { withCustomer: false });
  who.operator = await signInAs(t.app, { role: 'operator' });
  who.admin = await signInAs(t.app, { role: 'admin' });
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
  { method: 'GET', url: '/api/admin/accompagnements' },
  { method: 'POST', url: '/api/admin/accompagnements', payload: { nom_fr: 'X' } },
  { method: 'PUT', url: '/api/admin/accompagnements/1', payload: { nom_fr: 'X' } },
  { method: 'PUT', url: '/api/admin/accompagnements/1/rupture', payload: { rupture: false } },
  { method: 'DELETE', url: '/api/admin/accompagnements/1' },
];

describe.each(routes)('$method $url', ({ method, url, payload }) => {
  const send = (headers: Record<string, string>) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it('answers 401 to anonymous, 403 to clients', async () => {
    const anonymous = await send({ origin: t.config.publicUrl });
    expect(anonymous.statusCode).toBe(401);
    for (const client of [who.client!, who.otherClient!]) {
      const res = await send(client.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
  });

  it('lets operators and admins through (the route itself answers)', async () => {
    for (const staff of [who.operator!, who.admin!]) {
      const res = await send(staff.headers);
      expect([200, 201, 400, 404, 409]).toContain(res.statusCode);
      if (res.statusCode >= 400) expect(res.json().error.code).not.toMatch(/FORBIDDEN|UNAUTHENTICATED/);
    }
  });
});
