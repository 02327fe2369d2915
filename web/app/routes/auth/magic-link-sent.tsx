/** /auth/magic-link-sent: what happens next, and a resend held for 60 s (customer-shop §2). */
import { AUTH_PAGE_TEXTS } from '@core/pages';
import { useState } from 'react';
import { MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { MESSAGES } from '@core/messages';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useSendMagicLink } from '../../../features/auth/api/magic-link';
import { AuthCard, AuthSteps } from '../../../features/auth/components/auth-card';
import { useCooldown } from '../../../features/auth/hooks/use-cooldown';
import { readSentLink, rememberSentLink } from '../../../features/auth/utils/sent-link';

export function Component() {
  const [sentLink, setSentLink] = useState(readSentLink);
  const send = useSendMagicLink();
  const left = useCooldown(sentLink.sentAt);
  const { email, intent } = sentLink;

  async function resend() {
    if (!email) {
      toast.error(MESSAGES.auth.noStoredEmail);
      return;
    }
    try {
      await send.mutateAsync({ email, intent, resend: true });
    } catch (error) {
      toast.error(MESSAGES.auth.resendErrorWith(errorMessage(error)));
      return;
    }
    rememberSentLink(email, intent);
    setSentLink(readSentLink());
    toast.success(MESSAGES.auth.newLinkSent);
  }

  const texts = AUTH_PAGE_TEXTS.magicLinkSent.sentLink;
  return (
    <AuthCard icon={MailCheck} title={AUTH_PAGE_TEXTS.magicLinkSent.title} description={email ? `${texts.sentTo}${email}` : undefined}>
      {email ? (
        <AuthSteps steps={texts.steps} />
      ) : (
        <div role="alert" className="text-center">
          <p className="font-semibold text-paper">{texts.noEmail}</p>
          <p className="mt-1 text-sm text-paper-400">{texts.noEmailHint}</p>
        </div>
      )}
      <div className="mt-7 flex flex-col gap-3">
        <Button variant="outline" onClick={() => void resend()} disabled={!email || left > 0} isLoading={send.isPending}>
          {left > 0 ? `Renvoyer le lien (${left} s)` : 'Renvoyer le lien'}
        </Button>
        <Button asChild variant="ghost">
          <Link to={paths.auth.client.getHref()}>Retour à la connexion</Link>
        </Button>
      </div>
    </AuthCard>
  );
}
