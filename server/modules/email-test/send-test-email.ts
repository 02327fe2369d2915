/**
 * Sends the admin's test e-mail (back-office §2, §5, §7 send-email) through the one mail module, so it
 * takes the same road as real e-mails: the configured transport (SMTP, Brevo, else the local outbox) and
 * a row in email_history with the provider, the status and the provider's answer on failure.
 * In test mode (settings.email_provider_test_mode) nothing is delivered: the message is kept in the local
 * outbox and recorded as 'test_sent' (the history's 'Test' badge).
 */
import { eq } from 'drizzle-orm';
import type { TestEmailInput } from '@core/schemas/test-email';
import { mailProviderLabel } from '@core/admin-messages';
import type { TestEmailResultView } from '@core/schemas/diagnostics';
import type { Db } from '../../db/client';
import { emailHistory, restaurantSettings } from '../../db/schema/index';
import type { SendMail } from '../../integrations/mail/index';
import { AppError } from '../../errors';
import { readSettingsColumns } from '../../db/settings-row';
import { presentEmailHistory } from './email-history-view';
import { testEmailMail } from '../../integrations/mail/templates';

export interface SendTestEmailOptions {
  db: Db;
  sendMail: SendMail;
  input: TestEmailInput;
}

export async function sendTestEmail({ db, sendMail, input }: SendTestEmailOptions): Promise<TestEmailResultView> {
  const settings = await readSettingsColumns(db, { name: restaurantSettings.nom_restaurant, testMode: restaurantSettings.email_provider_test_mode });
  const mail = testEmailMail({
    restaurant: settings?.name ?? 'Sakura Sushi',
    subject: input.subject,
    content: input.content,
    type: input.email_type,
  });

  if (settings?.testMode) {
    const [row] = await db
      .insert(emailHistory)
      .values({
        to_email: input.to,
        subject: mail.subject,
        provider: 'outbox',
        status: 'test_sent',
        email_type: mail.type,
        html_body: mail.html,
        text_body: mail.text,
      })
      .returning();
    return {
      success: true,
      message: 'Email de test enregistré (mode test : non délivré)',
      provider: 'outbox',
      entry: presentEmailHistory(row!),
    };
  }

  const result = await sendMail({ to: input.to, ...mail });
  if (!result.ok)
    throw new AppError('TEST_EMAIL_FAILED', {
      message: result.error ?? result.provider,
    });
  const [row] = await db.select().from(emailHistory).where(eq(emailHistory.id, result.id)).limit(1);
  return {
    success: true,
    message: `E-mail envoyé par ${mailProviderLabel(result.provider)}`,
    provider: result.provider,
    entry: presentEmailHistory(row!),
  };
}
