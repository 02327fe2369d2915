/**
 * The account's profile edit: names and phone are saved at once; a new e-mail is only recorded as
 * pending and confirmed by a link sent to the new address (24 h, single use, stored hashed), spent by
 * confirm-email-change.ts.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ProfileUpdateInput } from '@core/schemas/profile';
import { customers } from '../../db/schema/index';
import { AppError } from '../../errors';
import { emailChangeMail, loadBrand } from '../../integrations/mail/templates';
import { getCustomerView, type CustomerView } from './customer-view';
import { EMAIL_CHANGE_EXPIRY_MS, emailChangeIdentifier, emailTaken } from './email-change';
import { recordUserEvent } from '../events/record-user-event';

export async function updateProfile(options: {
  app: FastifyInstance;
  userId: string;
  currentEmail: string;
  customerId: number;
  input: ProfileUpdateInput;
}): Promise<{ customer: CustomerView; emailChangePending: boolean }> {
  const { app, userId, customerId, input } = options;
  const changesEmail = input.email !== options.currentEmail.toLowerCase();
  if (changesEmail && (await emailTaken(app, input.email, userId))) throw new AppError('EMAIL_TAKEN');
  await app.database.db.update(customers).set({ prenom: input.prenom, nom: input.nom, telephone: input.telephone }).where(eq(customers.id, customerId));
  await recordUserEvent(app.database.db, {
    eventType: changesEmail ? 'email_change_requested' : 'profile_updated',
    userId,
    description: changesEmail ? 'Profil modifié, changement d’e-mail demandé' : 'Profil modifié',
    completedVia: 'account',
  });
  if (changesEmail) {
    const token = randomBytes(32).toString('base64url');
    const context = await app.auth.$context;
    await context.internalAdapter.createVerificationValue({
      identifier: emailChangeIdentifier(token),
      value: JSON.stringify({ userId, email: input.email }),
      expiresAt: new Date(Date.now() + EMAIL_CHANGE_EXPIRY_MS),
    });
    const url = `${app.config.publicUrl}/auth/email-verification?token=${encodeURIComponent(token)}`;
    const brand = await loadBrand({ db: app.database.db, publicUrl: app.config.publicUrl });
    const sent = await app.sendMail({ to: input.email, ...emailChangeMail(brand, { url, newEmail: input.email }) });
    if (!sent.ok) throw new AppError('EMAIL_CHANGE_MAIL_FAILED');
  }
  const customer = await getCustomerView({ db: app.database.db, customerId });
  return { customer: customer!, emailChangePending: changesEmail };
}
