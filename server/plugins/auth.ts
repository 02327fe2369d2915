/**
 * Who is asking: `await request.viewer()` reads the better-auth session cookie (once per request) and
 * answers { userId, email, role, customerId } or null. The preHandlers requireCustomer, requireStaff and
 * requireAdmin refuse with 401 (anonymous) or 403 (signed in without the right) and a French message.
 * Also gives `app.auth` (the better-auth instance) and `authHeaders(request)` for calls to auth.api.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { customers, userRoles } from '../db/schema/index';
import { AppError } from '../errors';
import { loadBrand, passwordResetMail } from '../integrations/mail/templates';
import { queueMail } from '../integrations/mail/queue-mail';
import { CLIENT_IP_HEADER, createAuth, type Auth, type AuthHooks } from '../modules/auth/better-auth';

export type StaffRole = 'admin' | 'operator';

export interface Viewer {
  userId: string;
  email: string;
  role: StaffRole | null;
  customerId: number | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
  interface FastifyRequest {
    /** The signed-in user (memoised per request), or null. */
    viewer(): Promise<Viewer | null>;
    /** Forget the memoised viewer (after a sign-in, profile repair or sign-out within the same request). */
    resetViewer(): void;
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

export async function loadViewer(app: FastifyInstance, request: FastifyRequest): Promise<Viewer | null> {
  if (!request.headers.cookie) return null;
  const result = await app.auth.api.getSession({ headers: authHeaders(request), returnHeaders: true });
  const cookies = result.headers.getSetCookie();
  if (cookies.length) request.pendingSetCookies = cookies;
  const found = result.response;
  if (!found) return null;
  const { db } = app.database;
  const [roleRow] = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.user_id, found.user.id)).limit(1);
  const [customerRow] = await db.select({ id: customers.id }).from(customers).where(eq(customers.auth_user_id, found.user.id)).limit(1);
  return { userId: found.user.id, email: found.user.email, role: roleRow?.role ?? null, customerId: customerRow?.id ?? null };
}

export const authPlugin = fp(
  async function auth(app: FastifyInstance, opts: { hooks?: AuthHooks }) {
    const hooks: AuthHooks = opts.hooks ?? {
      // Scheduled, not awaited: the answer must not take longer when the address has an account. The
      // mail goes through the notification outbox (queue-mail.ts), which the worker sends at once.
      sendResetPassword: async ({ email, url }) =>
        app.runInBackground(async () => {
          const brand = await loadBrand({ db: app.database.db, publicUrl: app.config.publicUrl });
          await queueMail({ db: app.database.db, to: email, mail: passwordResetMail(brand, { url }), scrub: true });
        }),
    };
    app.decorate('auth', createAuth({ config: app.config, db: app.database.db, hooks }));
    app.decorateRequest('viewerPromise', null);
    app.decorateRequest('pendingSetCookies', null);
    app.decorateRequest('viewer', function (this: FastifyRequest) {
      this.viewerPromise ??= loadViewer(app, this);
      return this.viewerPromise;
    });
    app.decorateRequest('resetViewer', function (this: FastifyRequest) {
      this.viewerPromise = null;
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.pendingSetCookies && !reply.hasHeader('set-cookie')) {
        reply.header('set-cookie', request.pendingSetCookies);
      }
    });
  },
  { name: 'auth', dependencies: ['background', 'mail'] },
);

/** preHandler: a signed-in user, else 401. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!(await request.viewer())) throw new AppError('UNAUTHENTICATED');
}

/** preHandler: a signed-in user with a customers row (a client), else 401 / 403. */
export async function requireCustomer(request: FastifyRequest): Promise<void> {
  const viewer = await request.viewer();
  if (!viewer) throw new AppError('UNAUTHENTICATED');
  if (viewer.customerId === null) throw new AppError('PROFILE_REQUIRED');
}

/** preHandler: staff (admin or operator), else 401 / 403. */
export async function requireStaff(request: FastifyRequest): Promise<void> {
  const viewer = await request.viewer();
  if (!viewer) throw new AppError('UNAUTHENTICATED');
  if (!viewer.role) throw new AppError('FORBIDDEN');
}

/** preHandler: an admin, else 401 / 403 (operators included). */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const viewer = await request.viewer();
  if (!viewer) throw new AppError('UNAUTHENTICATED');
  if (viewer.role !== 'admin') throw new AppError('FORBIDDEN');
}

/** The viewer of a route behind one of the guards above (never null there). */
export async function viewerOf(request: FastifyRequest): Promise<Viewer> {
  const viewer = await request.viewer();
  if (!viewer) throw new AppError('UNAUTHENTICATED');
  return viewer;
}

/** viewerOf for a requireCustomer route: customerId is a number. */
export async function customerOf(request: FastifyRequest): Promise<Viewer & { customerId: number }> {
  const viewer = await viewerOf(request);
  if (viewer.customerId === null) throw new AppError('PROFILE_REQUIRED');
  return viewer as Viewer & { customerId: number };
}
