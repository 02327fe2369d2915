/**
 * /api/auth/* of docs/api.md. Each route validates with the core/ schema, applies its rate limits, calls
 * better-auth's server API or one of our services, and copies every Set-Cookie it produced.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { EMAIL_MESSAGES } from '@core/email';
import { MagicLinkInput, PasswordSignInInput, ResetPasswordInput } from '@core/schemas/auth';
import { emailField } from '@core/schemas/fields';
import { userRoles } from '../../db/schema/index';
import { AppError } from '../../errors';
import { authHeaders, forwardSetCookies } from '../../plugins/auth';
import { recordUserEvent } from '../events/record-user-event';
import { authLimits } from './limits';
import { sendMagicLink } from './send-magic-link';
import { verifyMagicLink } from './verify-magic-link';
import { errorMessage } from '@core/errors/index';

const TokenInput = z.object({ token: z.string({ error: errorMessage('INVALID_LINK') }).trim().min(1, errorMessage('INVALID_LINK')).max(512, errorMessage('INVALID_LINK')) });
const ForgotPasswordInput = z.object({ email: emailField(EMAIL_MESSAGES.enterValid) });

export async function authRoutes(app: FastifyInstance) {
  const limits = authLimits(app);

  app.post('/api/auth/magic-link', { preHandler: [limits.linkPerAddress('magic-link'), limits.linkPerIp] }, async (request) => {
    const input = MagicLinkInput.parse(request.body);
    await sendMagicLink({ app, email: input.email, intent: input.intent, redirect: input.redirect ?? null, resend: input.resend });
    return { ok: true };
  });

  app.post('/api/auth/magic-link/verify', async (request, reply) => {
    const { token } = TokenInput.parse(request.body);
    const { userId, redirect, isNewUser } = await verifyMagicLink({ app, token });
    const { headers } = await app.auth.api.startSession({ body: { userId }, headers: authHeaders(request), returnHeaders: true });
    forwardSetCookies(reply, headers);
    await recordUserEvent(app.database.db, { eventType: isNewUser ? 'sign_up' : 'sign_in', userId, description: isNewUser ? 'Inscription par lien' : 'Connexion par lien', completedVia: 'magic_link' });
    return { redirect, isNewUser };
  });

  app.post('/api/auth/sign-in/password', { preHandler: [limits.signInPerAccount, limits.signInPerIp] }, async (request, reply) => {
    const input = PasswordSignInInput.parse(request.body);
    let result;
    try {
      result = await app.auth.api.signInEmail({
        body: { email: input.email, password: input.password, rememberMe: true },
        headers: authHeaders(request),
        returnHeaders: true,
      });
    } catch {
      throw new AppError('WRONG_CREDENTIALS');
    }
    forwardSetCookies(reply, result.headers);
    await recordUserEvent(app.database.db, { eventType: 'sign_in', userId: result.response.user.id, description: 'Connexion par mot de passe', email: result.response.user.email, completedVia: 'password' });
    const [role] = await app.database.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.user_id, result.response.user.id)).limit(1);
    return { ok: true, role: role?.role ?? null };
  });

  app.post('/api/auth/forgot-password', { preHandler: [limits.linkPerAddress('password-reset'), limits.linkPerIp] }, async (request) => {
    const { email } = ForgotPasswordInput.parse(request.body);
    await app.auth.api.requestPasswordReset({ body: { email, redirectTo: '/auth/reset-password' }, headers: authHeaders(request) });
    return { ok: true };
  });

  app.post('/api/auth/reset-password', async (request) => {
    const input = ResetPasswordInput.parse(request.body);
    try {
      await app.auth.api.resetPassword({ body: { token: input.token, newPassword: input.password }, headers: authHeaders(request) });
    } catch {
      throw new AppError('RESET_LINK_INVALID');
    }
    return { ok: true };
  });

  app.post('/api/auth/sign-out', async (request, reply) => {
    const leaving = await request.viewer();
    if (leaving) await recordUserEvent(app.database.db, { eventType: 'sign_out', userId: leaving.userId, description: 'Déconnexion' });
    const { headers } = await app.auth.api.signOut({ headers: authHeaders(request), returnHeaders: true });
    forwardSetCookies(reply, headers);
    request.resetViewer();
    return { ok: true };
  });
}
