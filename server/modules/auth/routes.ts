/**
 * /api/auth/* of docs/api.md. Each route validates with the core/ schema, applies its rate limits, calls
 * better-auth's server API or one of our services, and copies every Set-Cookie it produced.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as endpoints from '@core/contracts/auth';
import { userRoles } from '../../db/schema/index';
import { AppError } from '../../errors';
import { endpointRoute } from '../../lib/endpoint-route';
import { authHeaders, forwardSetCookies } from './auth-plugin';
import { recordUserEvent } from '../events/record-user-event';
import { REVOKE_ALL } from './session-cache';
import { linkLimits } from '../../lib/link-limits';
import { createFailedSignIns, memoryFailureStore, redisFailureStore } from './failed-sign-ins';
import { isStaffAddress } from './is-staff-address';
import { endSessions } from '../staff/end-sessions';
import { sendMagicLink } from './send-magic-link';
import { verifyMagicLink } from './verify-magic-link';

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limits = linkLimits(app);
  const ok = { ok: true as const };

  app.route({
    ...endpointRoute(app, endpoints.requestMagicLink),
    preHandler: [limits.linkPerAddress('magic-link'), limits.linkPerIp],
    handler: async (request) => {
      const input = request.body;
      // Staff sign in with their password on /admin/login, never with a customer's link.
      if (await isStaffAddress(app.database.db, input.email)) throw new AppError('STAFF_USE_ADMIN_LOGIN');
      await sendMagicLink({ app, email: input.email, intent: input.intent, redirect: input.redirect ?? null, resend: input.resend });
      return ok;
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.verifyMagicLink),
    handler: async (request, reply) => {
      const { userId, redirect, isNewUser } = await verifyMagicLink({ app, token: request.body.token });
      // A link asked for before the address became staff opens no session either.
      const [staff] = await app.database.db.select({ id: userRoles.id }).from(userRoles).where(eq(userRoles.user_id, userId)).limit(1);
      if (staff) throw new AppError('STAFF_USE_ADMIN_LOGIN');
      const { headers } = await app.auth.api.startSession({ body: { userId }, headers: authHeaders(request), returnHeaders: true });
      forwardSetCookies(reply, headers);
      await recordUserEvent(app.database.db, {
        eventType: isNewUser ? 'sign_up' : 'sign_in',
        userId,
        description: isNewUser ? 'Inscription par lien' : 'Connexion par lien',
        completedVia: 'magic_link',
      });
      return { redirect, isNewUser };
    },
  });

  // Failures only: successful staff sign-ins from the restaurant's one IP never lock anyone out.
  // Shared through Redis when REDIS_URL is set (every instance counts the same failures).
  const failedSignIns = createFailedSignIns({ store: app.redis ? redisFailureStore(app.redis, app.log) : memoryFailureStore() });
  app.route({
    ...endpointRoute(app, endpoints.signInWithPassword),
    preHandler: failedSignIns.check,
    handler: async (request, reply) => {
      const input = request.body;
      let result;
      try {
        result = await app.auth.api.signInEmail({
          body: { email: input.email, password: input.password, rememberMe: true },
          headers: authHeaders(request),
          returnHeaders: true,
        });
      } catch {
        await failedSignIns.recordFailure(request);
        throw new AppError('WRONG_CREDENTIALS');
      }
      await failedSignIns.recordSuccess(request);
      const userId = result.response.user.id;
      const [role] = await app.database.db.select().from(userRoles).where(eq(userRoles.user_id, userId)).limit(1);
      if (role?.desactive) {
        // The right password of a disabled account opens nothing: the session just made is ended.
        await endSessions({ db: app.database.db, userId });
        throw new AppError('STAFF_DISABLED');
      }
      forwardSetCookies(reply, result.headers);
      await recordUserEvent(app.database.db, {
        eventType: 'sign_in',
        userId: result.response.user.id,
        description: 'Connexion par mot de passe',
        email: result.response.user.email,
        completedVia: 'password',
      });
      return { ok: true as const, role: role?.role ?? null };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.forgotPassword),
    preHandler: [limits.linkPerAddress('password-reset'), limits.linkPerIp],
    handler: async (request) => {
      const { email } = request.body;
      await app.auth.api.requestPasswordReset({ body: { email, redirectTo: '/auth/reset-password' }, headers: authHeaders(request) });
      return ok;
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.resetPassword),
    handler: async (request) => {
      const input = request.body;
      try {
        await app.auth.api.resetPassword({ body: { token: input.token, newPassword: input.password }, headers: authHeaders(request) });
      } catch {
        throw new AppError('RESET_LINK_INVALID');
      }
      // better-auth revoked the user's sessions: no instance may keep serving them from memory.
      await app.forgetSession(REVOKE_ALL);
      return ok;
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.signOut),
    handler: async (request, reply) => {
      const leaving = await request.viewer();
      if (leaving) await recordUserEvent(app.database.db, { eventType: 'sign_out', userId: leaving.userId, description: 'Déconnexion' });
      const { headers } = await app.auth.api.signOut({ headers: authHeaders(request), returnHeaders: true });
      forwardSetCookies(reply, headers);
      await app.forgetSession(request);
      request.resetViewer();
      return ok;
    },
  });
}
