/** Spends the e-mailed confirmation of a new address (no session needed: the token is the proof). */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { customers, user } from '../../db/schema/index';
import { AppError } from '../../errors';
import { EmailChangeRecord, emailChangeIdentifier, emailTaken } from './email-change';
import { recordUserEvent } from '../events/record-user-event';

/** The account and its customer row take the new address. */
export async function confirmEmailChange({ app, token }: { app: FastifyInstance; token: string }): Promise<{ email: string }> {
  const context = await app.auth.$context;
  const row = await context.internalAdapter.consumeVerificationValue(emailChangeIdentifier(token));
  let record: z.infer<typeof EmailChangeRecord> | null = null;
  try {
    record = row ? EmailChangeRecord.parse(JSON.parse(row.value)) : null;
  } catch {
    record = null;
  }
  if (!record) throw new AppError('EMAIL_LINK_INVALID');
  if (await emailTaken(app, record.email, record.userId)) throw new AppError('EMAIL_TAKEN');
  const { userId, email } = record;
  await app.database.db.transaction(async (tx) => {
    await tx.update(user).set({ email, emailVerified: true }).where(eq(user.id, userId));
    await tx.update(customers).set({ email }).where(eq(customers.auth_user_id, userId));
    await recordUserEvent(tx, { eventType: 'email_changed', userId, description: 'Adresse e-mail confirmée', email, completedVia: 'email_link' });
  });
  // Signed-in sessions cached with the old address read it again (server/modules/auth/session-cache.ts).
  await app.forgetUserSessions(userId);
  return { email };
}
