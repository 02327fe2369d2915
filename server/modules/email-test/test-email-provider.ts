/**
 * "Tester le fournisseur" (back-office §7 test-email-provider): one short message through the configured
 * transport to the given address, timed, so the admin sees the provider's answer and how long it took.
 * The attempt is in email_history like any other send.
 */
import type { ProviderTestView } from '@core/schemas/diagnostics';
import type { SendMail } from '../../integrations/mail/index';

export async function testEmailProvider({
  sendMail,
  testEmail,
  now = () => performance.now(),
}: {
  sendMail: SendMail;
  testEmail: string;
  now?: () => number;
}): Promise<ProviderTestView> {
  const started = now();
  const result = await sendMail({
    to: testEmail,
    subject: '[TEST] Test du fournisseur d’e-mails',
    html: '<p>Le fournisseur d’e-mails fonctionne.</p>',
    text: 'Le fournisseur d’e-mails fonctionne.',
    type: 'provider_test',
  });
  const duration_ms = Math.round(now() - started);
  return result.ok
    ? {
        success: true,
        message: 'Fournisseur opérationnel',
        provider: result.provider,
        duration_ms,
      }
    : {
        success: false,
        message: result.error ?? 'Échec',
        provider: result.provider,
        duration_ms,
      };
}
