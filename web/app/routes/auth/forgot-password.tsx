/** /auth/forgot-password: e-mail field, then 'Email envoyé !' with resend (customer-shop §2). */
import { AUTH_PAGE_TEXTS } from '@core/pages';
import { useState } from 'react';
import { KeyRound, MailCheck } from 'lucide-react';
import { toast } from 'sonner';
import { MESSAGES } from '@core/messages';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useForgotPassword } from '../../../features/auth/api/password';
import { AuthBackLink, AuthCard } from '../../../features/auth/components/auth-card';
import { EmailLinkForm } from '../../../features/auth/components/email-link-form';
import { useCooldown } from '../../../features/auth/hooks/use-cooldown';

export function Component() {
  const forgot = useForgotPassword();
  const [sent, setSent] = useState<{ email: string; at: number } | null>(null);
  const left = useCooldown(sent?.at ?? null);

  async function submit(email: string) {
    try {
      await forgot.mutateAsync(email);
    } catch (error) {
      toast.error(MESSAGES.auth.emailSendErrorWith(errorMessage(error)));
      return;
    }
    toast.success(MESSAGES.auth.resetEmailSent);
    setSent({ email, at: Date.now() });
  }

  return (
    <AuthCard icon={KeyRound} title={AUTH_PAGE_TEXTS.forgotPassword.title} description={sent ? undefined : AUTH_PAGE_TEXTS.forgotPassword.description}>
      {sent ? (
        <div role="status" className="flex flex-col items-center gap-4 text-center">
          <MailCheck aria-hidden="true" className="size-12 text-kin" />
          <h2 className="text-2xl font-semibold">Email envoyé !</h2>
          <p className="text-sm text-paper-400">
            Si un compte existe pour <span className="text-paper">{sent.email}</span>, vous recevrez un lien de réinitialisation.
          </p>
          <Button variant="outline" className="w-full" disabled={left > 0} isLoading={forgot.isPending} onClick={() => void submit(sent.email)}>
            {left > 0 ? `Renvoyer l’e-mail (${left} s)` : 'Renvoyer l’e-mail'}
          </Button>
        </div>
      ) : (
        <EmailLinkForm submitLabel="Envoyer le lien" isSending={forgot.isPending} onSubmit={submit} />
      )}
      <AuthBackLink to={paths.auth.client.getHref()}>Retour à la connexion</AuthBackLink>
    </AuthCard>
  );
}
