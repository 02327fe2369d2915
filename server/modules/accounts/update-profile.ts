/**
 * The account's profile edit: names and phone are saved at once; a new e-mail is only recorded as
 * pending and confirmed by a link sent to the new address (24 h, single use, stored hashed), spent by
 * confirmEmailChange.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ProfileUpdateInput } from '@core/schemas/profile';
import { MESSAGES } from '@core/messages';
import { customers, user } from '../../db/schema/index';
import { AppError } from '../../errors';
import { emailChangeMail, loadBrand } from '../../integrations/mail/templates';
import { getCustomerView, type CustomerView } from './customer-view';

export const EMAIL_TAKEN_MESSAGE = 'Cette adresse email est déjà utilisée par un autre compte';
export const EMAIL_LINK_INVALID_MESSAGE = 'Ce lien de confirmation est invalide, a déjà été utilisé ou a expiré.';
const EMAIL_CHANGE_EXPIRY_MS = 24 * 3600 * 1000;
const identifier = (token: string) => `sushi-email-change:${token}`;
const EmailChangeRecord = z.object({ userId: z.string(), email: z.string() });

async function emailTaken(app: FastifyInstance, email: string, userId: string): Promise<boolean> {
  const [taken] = await app.database.db
    .select({ id: user.id })
    .from(user)
    .where(and(sql`lower(${user.email}) = ${email}`, ne(user.id, userId)))
    .limit(1);
  return Boolean(taken);
}

export async function updateProfile(options: {
  app: FastifyInstance;
  userId: string;
  currentEmail: string;
  customerId: number;
  input: ProfileUpdateInput;
}): Promise<{ customer: CustomerView; emailChangePending: boolean }> {
  const { app, userId, customerId, input } = options;
  const changesEmail = input.email !== options.currentEmail.toLowerCase();
  if (changesEmail && (await emailTaken(app, input.email, userId))) throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE, 409);
  await app.database.db
    .update(customers)
    .set({ prenom: input.prenom, nom: input.nom, telephone: input.telephone })
    .where(eq(customers.id, customerId));
  if (changesEmail) {
    const token = randomBytes(32).toString('base64url');
    const context = await app.auth.$context;
    await context.internalAdapter.createVerificationValue({
      identifier: identifier(token),
      value: JSON.stringify({ userId, email: input.email }),
      expiresAt: new Date(Date.now() + EMAIL_CHANGE_EXPIRY_MS),
    });
    const url = `${app.config.publicUrl}/auth/email-verification?token=${encodeURIComponent(token)}`;
    const brand = await loadBrand({ db: app.database.db, publicUrl: app.config.publicUrl });
    const sent = await app.sendMail({ to: input.email, ...emailChangeMail(brand, { url, newEmail: input.email }) });
    if (!sent.ok) throw new AppError('MAIL_FAILED', MESSAGES.auth.emailSendErrorWith("l'envoi a échoué"), 503);
  }
  const customer = await getCustomerView({ db: app.database.db, customerId });
  return { customer: customer!, emailChangePending: changesEmail };
}

/** Spends the e-mailed confirmation: the account and its customer row take the new address. */
export async function confirmEmailChange({ app, token }: { app: FastifyInstance; token: string }): Promise<{ email: string }> {
  const context = await app.auth.$context;
  const row = await context.internalAdapter.consumeVerificationValue(identifier(token));
  let record: z.infer<typeof EmailChangeRecord> | null = null;
  try {
    record = row ? EmailChangeRecord.parse(JSON.parse(row.value)) : null;
  } catch {
    record = null;
  }
  if (!record) throw new AppError('INVALID_LINK', EMAIL_LINK_INVALID_MESSAGE, 400);
  if (await emailTaken(app, record.email, record.userId)) throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE, 409);
  const { userId, email } = record;
  await app.database.db.transaction(async (tx) => {
    await tx.update(user).set({ email, emailVerified: true }).where(eq(user.id, userId));
    await tx.update(customers).set({ email }).where(eq(customers.auth_user_id, userId));
  });
  return { email };
}
