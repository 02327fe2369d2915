/**
 * Implements who is asking (server/plugins/auth.ts: `request.viewer()` and the route guards): reads the
 * better-auth session cookie once per request and answers { userId, email, role, customerId } or null.
 * Also gives `app.auth` (the better-auth instance) and `authHeaders(request)` for calls to auth.api.
 * A session is read from memory first (session-cache.ts, 30 s), then in one query (session-lookup.ts),
 * and only in the unusual cases by better-auth itself.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq, sql } from 'drizzle-orm';
import { customers, userRoles } from '../../db/schema/index';
import { loadBrand, passwordResetMail } from '../../integrations/mail/templates';
import { queueMail } from '../../integrations/mail/queue-mail';
import { authSecret, CLIENT_IP_HEADER, createAuth, type Auth, type AuthHooks } from './better-auth';
import { viewerRole, type Viewer } from '../../plugins/auth';
import { createSessionLookup, type SessionLookup } from './session-lookup';
import { createSessionCache, REVOKE_ALL, SESSION_REVOKED_CHANNEL, sessionCacheKey, userKey, type SessionCache } from './session-cache';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** The common case of reading a session in one query (session-lookup.ts). */
    sessionLookup: SessionLookup;
    /** Checked sessions in memory (session-cache.ts). */
    sessionCache: SessionCache<Viewer>;
    /** Drops the request's session (or every session) from the cache of every instance: sign-out, password reset. */
    forgetSession(request: FastifyRequest | typeof REVOKE_ALL): Promise<void>;
    /** Drops every cached session of a user on every instance (their e-mail or role changed). */
    forgetUserSessions(userId: string): Promise<void>;
  }
  interface FastifyRequest {
    viewerPromise: Promise<Viewer | null> | null;
    /** Set-Cookie headers produced while reading the session (a refreshed expiry), sent with the answer. */
    pendingSetCookies: string[] | null;
  }
}

/** The request's headers as a fetch Headers, with the client IP Fastify resolved (TRUST_PROXY-aware). */
export function authHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, String(value));
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/** Copies every Set-Cookie of a better-auth answer onto the reply, one header each. */
export function forwardSetCookies(reply: FastifyReply, headers: Headers): void {
  const cookies = headers.getSetCookie();
  if (cookies.length === 0) return;
  const existing = reply.getHeader('set-cookie');
  const before = existing === undefined ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
  reply.header('set-cookie', [...before, ...cookies]);
}

async function loadViewer(app: FastifyInstance, request: FastifyRequest): Promise<Viewer | null> {
  if (!request.headers.cookie) return null;
  const key = sessionCacheKey(request.headers.cookie);
  const cached = key ? app.sessionCache.get(key) : undefined;
  if (cached) return cached;
  const quick = await app.sessionLookup(request.headers.cookie);
  if (quick) {
    if (key) app.sessionCache.set(key, quick.viewer, quick.expiresAt);
    return quick.viewer;
  }
  const result = await app.auth.api.getSession({ headers: authHeaders(request), returnHeaders: true });
  const cookies = result.headers.getSetCookie();
  if (cookies.length) request.pendingSetCookies = cookies;
  const found = result.response;
  if (!found) return null;
  const { db } = app.database;
  const [[roleRow], [customerRow]] = await Promise.all([
    db.select({ role: userRoles.role, desactive: userRoles.desactive }).from(userRoles).where(eq(userRoles.user_id, found.user.id)).limit(1),
    db.select({ id: customers.id }).from(customers).where(eq(customers.auth_user_id, found.user.id)).limit(1),
  ]);
  // A disabled staff member has no session anymore; one made meanwhile opens nothing.
  if (roleRow?.desactive) return null;
  const viewer: Viewer = { userId: found.user.id, email: found.user.email, ...viewerRole(roleRow?.role), customerId: customerRow?.id ?? null };
  // A refreshed session is not cached: its new cookie must reach the browser, and the next read re-checks it.
  if (key && cookies.length === 0) app.sessionCache.set(key, viewer, new Date(found.session.expiresAt).getTime());
  return viewer;
}

export const authPlugin = fp(
  async function auth(app: FastifyInstance, opts: { hooks?: AuthHooks }) {
    const hooks: AuthHooks = opts.hooks ?? {
      // Scheduled, not awaited: the answer must not take longer when the address has an account. The
      // mail goes through the notification outbox (queue-mail.ts), which the worker sends at once.
      sendResetPassword: async ({ email, url }) =>
        app.runInBackground(async () => {
          const brand = await loadBrand({ db: app.database.db, publicUrl: app.config.publicUrl });
          await queueMail({ db: app.database.db, to: email, mail: passwordResetMail(brand, { url }), scrub: true, priority: 'high' });
        }),
    };
    app.decorate('auth', createAuth({ config: app.config, db: app.database.db, hooks }));
    app.decorate(
      'sessionLookup',
      createSessionLookup({ db: app.database.db, secret: authSecret(app.config), secureCookies: app.config.publicUrl.startsWith('https://') }),
    );
    const sessionCache = createSessionCache<Viewer>();
    app.decorate('sessionCache', sessionCache);
    const unlisten = await app.database.listen(SESSION_REVOKED_CHANNEL, (key) => sessionCache.drop(key));
    app.addHook('onClose', async () => unlisten());
    app.decorate('forgetSession', async (target: FastifyRequest | typeof REVOKE_ALL) => {
      const key = target === REVOKE_ALL ? REVOKE_ALL : sessionCacheKey(target.headers.cookie);
      if (!key) return;
      sessionCache.drop(key);
      await app.database.db.execute(sql`select pg_notify(${SESSION_REVOKED_CHANNEL}, ${key})`);
    });
    app.decorate('forgetUserSessions', async (userId: string) => {
      sessionCache.drop(userKey(userId));
      await app.database.db.execute(sql`select pg_notify(${SESSION_REVOKED_CHANNEL}, ${userKey(userId)})`);
    });
    app.decorateRequest('viewerPromise', null);
    app.decorateRequest('pendingSetCookies', null);
    app.decorateRequest('viewer', function (this: FastifyRequest) {
      this.viewerPromise ??= loadViewer(app, this);
      return this.viewerPromise;
    });
    app.decorateRequest('resetViewer', function (this: FastifyRequest) {
      this.viewerPromise = null;
      // A profile repaired or a sign-in within this request: the next request reads the session again.
      const key = sessionCacheKey(this.headers.cookie);
      if (key) sessionCache.drop(key);
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.pendingSetCookies && !reply.hasHeader('set-cookie')) {
        reply.header('set-cookie', request.pendingSetCookies);
      }
    });
  },
  { name: 'auth', dependencies: ['background', 'mail'] },
);
