/**
 * Sends the sign-in or sign-up link through the notification outbox (queue-mail.ts: the worker delivers
 * it at once and retries on failure). Login never creates anything and behaves the same whether or not
 * the address has an account: the caller answers at once and the lookup, token and queued mail happen in
 * the background (no timing difference either). Sign-up always sends (an existing account simply signs in).
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { queueMail } from '../../integrations/mail/queue-mail';
import { loadBrand, signInLinkMail, signupLinkMail } from '../../integrations/mail/templates';
import { createMagicLinkToken, SIGN_IN_LINK_EXPIRY_MIN, type MagicLinkIntent } from './magic-link-token';

export interface SendMagicLinkOptions {
  app: FastifyInstance;
  email: string;
  intent: MagicLinkIntent;
  redirect: string | null;
  resend?: boolean;
}

async function queueLink({ app, email, intent, redirect, resend }: SendMagicLinkOptions): Promise<void> {
  const token = await createMagicLinkToken({ auth: app.auth, record: { email, intent, redirect } });
  const url = `${app.config.publicUrl}/auth/magic?token=${encodeURIComponent(token)}`;
  const brand = await loadBrand({ db: app.database.db, publicUrl: app.config.publicUrl });
  const mail = intent === 'signup' ? signupLinkMail(brand, { url, resend }) : signInLinkMail(brand, { url, expiresInMinutes: SIGN_IN_LINK_EXPIRY_MIN });
  await queueMail({ db: app.database.db, to: email, mail, scrub: true, priority: 'high' });
}

export async function sendMagicLink(options: SendMagicLinkOptions): Promise<void> {
  const { app, email } = options;
  if (options.intent === 'signup') {
    try {
      await queueLink(options);
    } catch (err) {
      app.log.error({ err }, 'sign-up link could not be queued');
      throw new AppError('MAIL_FAILED');
    }
    return;
  }
  app.runInBackground(async () => {
    const context = await app.auth.$context;
    const found = await context.internalAdapter.findUserByEmail(email);
    if (found) await queueLink(options);
  });
}
