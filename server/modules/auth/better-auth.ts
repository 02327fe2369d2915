/**
 * The better-auth instance: sessions, accounts and verification tokens in the project's own tables
 * (server/db/schema/auth.ts) through the drizzle adapter on the app's database (PGlite or node-postgres).
 * Its base URL is config.publicUrl (never the Host header). Nothing of better-auth's own HTTP router is
 * exposed: the routes of docs/api.md call auth.api.* on the server (server/modules/auth/routes.ts).
 */
import { betterAuth, type BetterAuthPlugin } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { account, session, user, verification } from '../../db/schema/index';

/** Used only outside production when AUTH_SECRET is unset (server/production-checks.ts refuses to start production without it). */
const DEV_AUTH_SECRET = 'dev-only-auth-secret-not-for-production-0123456789';
/** A session read this long after its last extension is extended again (and its cookie re-sent). */
export const SESSION_UPDATE_AGE_S = 24 * 3600;

/** The secret better-auth signs its cookies with. */
export function authSecret(config: Config): string {
  // A second guard: whatever starts an app in production, it never signs with the public development secret.
  if (config.isProduction && !config.authSecret) throw new Error('AUTH_SECRET est obligatoire en production');
  return config.authSecret ?? DEV_AUTH_SECRET;
}

/** Header through which the auth plugin hands request.ip to better-auth (any incoming value is replaced). */
export const CLIENT_IP_HEADER = 'x-sushi-client-ip';

export const SESSION_EXPIRES_IN_S = 30 * 24 * 3600;

export interface AuthHooks {
  /** Sends the password-reset mail; url is PUBLIC_URL/auth/reset-password?token=… */
  sendResetPassword?: (data: { email: string; url: string; token: string }) => Promise<void>;
}

/** Server-only endpoints of our own, reachable through auth.api but never over HTTP. */
const sushiSessionPlugin = {
  id: 'sushi-session',
  endpoints: {
    /** Opens a session for a user and sets its cookie (magic-link verify, tests). */
    startSession: createAuthEndpoint.serverOnly({ method: 'POST', body: z.object({ userId: z.string() }) }, async (ctx) => {
      const found = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
      if (!found) throw new APIError('NOT_FOUND', { message: 'user not found' });
      const created = await ctx.context.internalAdapter.createSession(found.id);
      if (!created) throw new APIError('INTERNAL_SERVER_ERROR', { message: 'session not created' });
      await setSessionCookie(ctx, { session: created, user: found });
      return ctx.json({ userId: found.id });
    }),
  },
} satisfies BetterAuthPlugin;

export function createAuth({ config, db, hooks = {} }: { config: Config; db: Db; hooks?: AuthHooks }) {
  const https = config.publicUrl.startsWith('https://');
  return betterAuth({
    appName: 'Sakura Sushi',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: authSecret(config),
    trustedOrigins: [config.publicUrl, ...config.trustedOrigins],
    database: drizzleAdapter(db as never, { provider: 'pg', schema: { user, session, account, verification } }),
    session: { expiresIn: SESSION_EXPIRES_IN_S, updateAge: SESSION_UPDATE_AGE_S },
    verification: { storeIdentifier: 'hashed' },
    emailAndPassword: {
      enabled: true,
      // Staff accounts are made by `npm run admin:create`, never by a public sign-up.
      disableSignUp: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 3600,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: u, token }) => {
        const url = `${config.publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
        await hooks.sendResetPassword?.({ email: u.email, url, token });
      },
    },
    advanced: {
      useSecureCookies: https,
      cookiePrefix: 'sushi',
      // The client IP as Fastify resolved it (TRUST_PROXY-aware), never a raw X-Forwarded-For.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    // Our Fastify routes rate-limit (server/modules/auth/rate-limits.ts); better-auth's HTTP router is not mounted.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    plugins: [sushiSessionPlugin],
  });
}

export type Auth = ReturnType<typeof createAuth>;
