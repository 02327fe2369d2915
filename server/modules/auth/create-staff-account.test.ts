import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '@core/schemas/auth';
import { userRoles } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { signInAs } from '../../test/auth';
import { createStaffAccount } from './create-staff-account';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in/password', headers: { origin: t.config.publicUrl }, payload: { email, password } });

describe('createStaffAccount (npm run admin:create)', () => {
  it('the seed creates no staff account', async () => {
    expect(await t.database.db.select().from(userRoles)).toEqual([]);
  });

  it('promotes an existing user, and a second run changes password and role', async () => {
    const client = await signInAs(t.app);
    const first = await createStaffAccount({ auth: t.app.auth, db: t.database.db, input: { email: client.email, password: 'premier', role: 'operator' } });
    expect(first).toMatchObject({ userId: client.userId, created: false, role: 'operator' });
    expect((await signIn(client.email, 'premier')).json()).toEqual({ ok: true, role: 'operator' });

    await createStaffAccount({ auth: t.app.auth, db: t.database.db, input: { email: client.email, password: 'second', role: 'admin' } });
    expect((await signIn(client.email, 'premier')).statusCode).toBe(401);
    expect((await signIn(client.email, 'second')).json()).toEqual({ ok: true, role: 'admin' });
    expect(await t.database.db.select().from(userRoles).where(eq(userRoles.user_id, client.userId))).toHaveLength(1);
  });

  it('refuses a short password with the French message', async () => {
    await expect(createStaffAccount({ auth: t.app.auth, db: t.database.db, input: { email: 'x@example.tn', password: '12345' } })).rejects.toThrow(
      PASSWORD_MESSAGES.tooShort,
    );
  });
});
