/**
 * Spends an e-mailed link (POST from our /auth/magic page): the token is consumed first, so it works
 * once; a sign-up link creates the user if needed, a sign-in link never does. The customer row is
 * reconciled or created (ensure_profile) before the session opens.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { ensureProfile } from '../accounts/ensure-profile';
import { consumeMagicLinkToken } from './magic-link-token';

export async function verifyMagicLink({ app, token }: { app: FastifyInstance; token: string }) {
  const record = await consumeMagicLinkToken({ auth: app.auth, token });
  if (!record) throw new AppError('INVALID_LINK');
  const context = await app.auth.$context;
  let user = (await context.internalAdapter.findUserByEmail(record.email))?.user ?? null;
  let isNewUser = false;
  if (!user) {
    if (record.intent !== 'signup') throw new AppError('INVALID_LINK');
    try {
      user = await context.internalAdapter.createUser({ email: record.email, name: '', emailVerified: true }, { method: 'magic-link' });
      isNewUser = true;
    } catch {
      // two sign-up links of one address spent at once: the other created the user
      user = (await context.internalAdapter.findUserByEmail(record.email))?.user ?? null;
      if (!user) throw new AppError('INVALID_LINK');
    }
  } else if (!user.emailVerified) {
    await context.internalAdapter.updateUser(user.id, { emailVerified: true });
  }
  await ensureProfile({ db: app.database.db, userId: user.id, email: user.email });
  return { userId: user.id, redirect: record.redirect, isNewUser };
}
