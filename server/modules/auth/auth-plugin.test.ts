import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@core/messages';
import { session } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { signInAs } from '../../test/auth';
import { requireAdmin, requireCustomer, requireStaff, type Viewer } from '../../plugins/auth';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t?.close());

describe('auth plugin and the admin scope', () => {
  it('answers 401 to anonymous callers of /api/admin/*', async () => {
    for (const url of ['/api/admin/me', '/api/admin/anything-else']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe(MESSAGES.guard.signInRequired);
    }
  });

  it('answers 403 to a client', async () => {
    const client = await signInAs(t.app);
    expect(client.customerId).toBeTypeOf('number');
    for (const url of ['/api/admin/me', '/api/admin/anything-else']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: client.cookie } });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(MESSAGES.guard.accessDenied);
    }
  });

  it('lets staff in and gives their role', async () => {
    const operator = await signInAs(t.app, { role: 'operator' });
    expect(operator.customerId).toBeNull();
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: operator.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: operator.email, role: 'operator' });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/admin/nothing', headers: { cookie: operator.cookie } });
    expect(unknown.statusCode).toBe(404);
  });

  it('sends the refreshed session cookie when reading a day-old session extends it', async () => {
    const client = await signInAs(t.app);
    const aged = new Date(Date.now() + 28 * 24 * 3600 * 1000);
    await t.database.db.update(session).set({ expiresAt: aged }).where(eq(session.userId, client.userId));
    const res = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: client.cookie } });
    expect(res.json().user.email).toBe(client.email);
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(cookies.some((c) => /session_token=.+; Max-Age=2592000/.test(c))).toBe(true);
    const [row] = await t.database.db.select().from(session).where(eq(session.userId, client.userId));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(aged.getTime());
  });

  it('treats a forged or unknown cookie as anonymous', async () => {
    const client = await signInAs(t.app);
    const forged = client.cookie.replace(/=([^.;]+)\./, '=AAAA$1.');
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: forged } });
    expect(res.statusCode).toBe(401);
  });
});

describe('guards', () => {
  const asViewer = (viewer: Viewer | null) => ({ viewer: async () => viewer }) as never;
  const operator: Viewer = { userId: 'u1', email: 'op@example.tn', role: 'operator', customerId: null };
  const client: Viewer = { userId: 'u2', email: 'c@example.tn', role: null, customerId: 7 };

  it('requireAdmin refuses operators and clients (403) and anonymous (401)', async () => {
    await expect(requireAdmin(asViewer(operator))).rejects.toMatchObject({ status: 403, message: MESSAGES.guard.accessDenied });
    await expect(requireAdmin(asViewer(client))).rejects.toMatchObject({ status: 403 });
    await expect(requireAdmin(asViewer(null))).rejects.toMatchObject({ status: 401, message: MESSAGES.guard.signInRequired });
    await expect(requireAdmin(asViewer({ ...operator, role: 'admin' }))).resolves.toBeUndefined();
  });

  it('requireStaff admits operators; requireCustomer needs a customer row', async () => {
    await expect(requireStaff(asViewer(operator))).resolves.toBeUndefined();
    await expect(requireCustomer(asViewer(operator))).rejects.toMatchObject({ status: 403, message: MESSAGES.checkout.profileIncomplete });
    await expect(requireCustomer(asViewer(client))).resolves.toBeUndefined();
    await expect(requireCustomer(asViewer(null))).rejects.toMatchObject({ status: 401 });
  });
});
