import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { session } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { signInAs } from '../../test/auth';
import { createSessionCache, REVOKE_ALL, SESSION_CACHE_TTL_MS, sessionCacheKey, userKey } from './session-cache';

describe('createSessionCache', () => {
  const a = { userId: 'u1', name: 'a' };
  const b = { userId: 'u1', name: 'b' };
  const c = { userId: 'u2', name: 'c' };

  it('keeps an entry for the TTL at most, and never past the session’s own expiry', () => {
    const cache = createSessionCache<typeof a>();
    cache.set('a', a, Number.MAX_SAFE_INTEGER, 0);
    cache.set('b', b, 1_000, 0);
    expect(cache.get('a', SESSION_CACHE_TTL_MS - 1)).toBe(a);
    expect(cache.get('a', SESSION_CACHE_TTL_MS)).toBeUndefined();
    expect(cache.get('b', 999)).toBe(b);
    expect(cache.get('b', 1_000)).toBeUndefined();
  });

  it('drops one key, every session of a user, or all of them', () => {
    const cache = createSessionCache<typeof a>();
    for (const [key, value] of [
      ['a', a],
      ['b', b],
      ['c', c],
    ] as const)
      cache.set(key, value, Number.MAX_SAFE_INTEGER);
    cache.drop('a');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(b);
    cache.drop(userKey('u1'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBe(c);
    cache.drop(REVOKE_ALL);
    expect(cache.size).toBe(0);
  });

  it('keys by the session token only, hashed', () => {
    const key = sessionCacheKey('theme=dark; sushi.session_token=abc.sig; other=1');
    expect(key).toBe(sessionCacheKey('sushi.session_token=abc.sig'));
    expect(key).toBe(sessionCacheKey('__Secure-sushi.session_token=abc.sig'));
    expect(key).not.toContain('abc');
    expect(sessionCacheKey('other=1')).toBeNull();
    expect(sessionCacheKey(undefined)).toBeNull();
  });
});

describe('sessions served from memory', () => {
  let t: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    second = await buildApp({ config: t.config, database: t.database, logger: false });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  const myOrders = (app: FastifyInstance, cookie: string) => app.inject({ method: 'GET', url: '/api/me/orders', headers: { cookie } });

  async function eventually(check: () => Promise<boolean>) {
    for (let i = 0; i < 50 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await check()).toBe(true);
  }

  it('reads a valid session in one query, and leaves anything unusual to better-auth', async () => {
    const client = await signInAs(t.app);
    const found = await t.app.sessionLookup(client.cookie);
    expect(found?.viewer).toEqual({ userId: client.userId, email: client.email, role: null, customerId: client.customerId });
    const staff = await signInAs(t.app, { role: 'admin' });
    expect((await t.app.sessionLookup(staff.cookie))?.viewer).toMatchObject({ role: 'admin', customerId: null });
    // A token whose signature does not match, and a session due for its daily extension.
    const forged = client.cookie.replace(/session_token=([^.;]+)/, (_, token: string) => `session_token=${token.slice(1)}x`);
    expect(await t.app.sessionLookup(forged)).toBeUndefined();
    await t.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 28 * 24 * 3600 * 1000) })
      .where(eq(session.userId, client.userId));
    expect(await t.app.sessionLookup(client.cookie)).toBeUndefined();
    expect(await t.app.sessionLookup('sushi.session_token=nothing')).toBeUndefined();
  });

  it('answers a known session without the database, until the TTL', async () => {
    const client = await signInAs(t.app);
    expect((await myOrders(t.app, client.cookie)).statusCode).toBe(200);
    // The session row is gone (revoked by hand): this instance trusts its copy for at most the TTL.
    await t.database.db.delete(session).where(eq(session.userId, client.userId));
    expect((await myOrders(t.app, client.cookie)).statusCode).toBe(200);
    // An instance that never checked it reads the database and refuses it.
    expect((await myOrders(second, client.cookie)).statusCode).toBe(401);
  });

  it('ends a signed-out session at once on this instance and on the others', async () => {
    const client = await signInAs(t.app);
    expect((await myOrders(t.app, client.cookie)).statusCode).toBe(200);
    expect((await myOrders(second, client.cookie)).statusCode).toBe(200);
    const signOut = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: client.headers, payload: {} });
    expect(signOut.statusCode).toBe(200);
    expect((await myOrders(t.app, client.cookie)).statusCode).toBe(401);
    // The other instance hears NOTIFY session_revoked.
    await eventually(async () => (await myOrders(second, client.cookie)).statusCode === 401);
  });
});
