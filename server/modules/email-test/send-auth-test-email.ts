/**
 * The authentication e-mail test page (back-office §2, §8): sends the real reset-password or
 * signup-confirmation e-mail, by the very code the shop uses (better-auth's reset request, the sign-up
 * magic link), then reads the email_history row that send wrote to tell the admin what happened.
 */
import type { FastifyInstance } from 'fastify';
import type { AuthEmailTestInput, AuthEmailTestView } from '@core/schemas/diagnostics';
import { AppError } from '../../errors';
import { waitForSentMail } from '../../integrations/mail/wait-for-sent-mail';
import { sendMagicLink } from '../auth/send-magic-link';
import { presentEmailHistory } from './email-history-view';

const SUCCESS = {
  reset_password: 'Email de réinitialisation envoyé !',
  signup_confirmation: 'Email de confirmation renvoyé ! Vérifiez votre boîte mail.',
} as const;

export async function sendAuthTestEmail({ app, input }: { app: FastifyInstance; input: AuthEmailTestInput }): Promise<AuthEmailTestView> {
  const { db } = app.database;
  const email = input.email.toLowerCase();
  const startedAt = new Date(Date.now() - 1000);
  if (input.type === 'reset_password') {
    const context = await app.auth.$context;
    if (!(await context.internalAdapter.findUserByEmail(email))) throw new AppError('AUTH_TEST_NO_ACCOUNT');
    await app.auth.api.requestPasswordReset({
      body: { email, redirectTo: '/auth/reset-password' },
    });
    // The shop sends reset mails in the background (no timing oracle); the admin waits for the answer.
    await app.settleBackground();
  } else {
    await sendMagicLink({
      app,
      email,
      intent: 'signup',
      redirect: '/onboarding',
      resend: true,
    }).catch(() => undefined);
  }
  const row = await waitForSentMail({ db, to: email, since: startedAt });
  const failed = input.type === 'reset_password' ? 'AUTH_RESET_TEST_FAILED' : 'AUTH_SIGNUP_TEST_FAILED';
  if (!row) throw new AppError(failed, { message: 'aucun e-mail envoyé' });
  if (row.status === 'error' || row.status === 'failed')
    throw new AppError(failed, {
      message: row.error ?? row.provider ?? 'échec',
    });
  return {
    success: true,
    message: SUCCESS[input.type],
    entry: presentEmailHistory(row),
  };
}
