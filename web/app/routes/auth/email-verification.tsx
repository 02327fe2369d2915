/**
 * /auth/email-verification: with ?token=, confirms an e-mail change; otherwise the "check your
 * inbox" page of a sign-up with a resend held 60 s; a signed-in visitor goes on to /onboarding.
 */
import { AUTH_PAGE_TEXTS } from '@core/pages';
import { useEffect, useState } from 'react';
import { MailCheck } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { MESSAGES } from '@core/messages';
import { WELCOME_BONUS_POINTS } from '@core/loyalty';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useSendMagicLink } from '../../../features/auth/api/magic-link';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { EmailChangeToken } from '../../../features/auth/components/email-change-token';
import { useCooldown } from '../../../features/auth/hooks/use-cooldown';
import { readSentLink, rememberSentLink } from '../../../features/auth/utils/sent-link';

function SignupVerification() {
  const { me, signedIn } = useSession();
  const navigate = useNavigate();
  const [sentLink, setSentLink] = useState(() => {
    const stored = readSentLink();
    // The countdown starts on arrival when no send time is known.
    return { ...stored, sentAt: stored.sentAt ?? Date.now() };
  });
  const left = useCooldown(sentLink.sentAt);
  const send = useSendMagicLink();
  const email = sentLink.email ?? me?.user?.email ?? null;

  useEffect(() => {
    if (signedIn) void navigate(paths.onboarding.getHref(), { replace: true });
  }, [signedIn, navigate]);

  async function resend() {
    if (!email) return;
    try {
      await send.mutateAsync({ email, intent: 'signup', resend: true });
    } catch (error) {
      toast.error(MESSAGES.auth.resendErrorWith(errorMessage(error)));
      return;
    }
    const sentAt = Date.now();
    rememberSentLink(email, 'signup', sentAt);
    setSentLink((current) => ({ ...current, email, intent: 'signup', sentAt }));
    toast.success(MESSAGES.auth.confirmationResent);
  }

  return (
    <>
      <p className="text-center text-paper-200">
        {email ? (
          <>
            Un e-mail de confirmation a été envoyé à <span className="font-medium text-paper">{email}</span>.
          </>
        ) : (
          MESSAGES.auth.noStoredEmail
        )}
      </p>
      <p className="mt-3 text-center text-sm text-paper-400">Après avoir complété votre profil, vous recevrez {WELCOME_BONUS_POINTS} points de bienvenue.</p>
      <div className="mt-7 flex flex-col gap-3">
        <Button variant="outline" onClick={() => void resend()} disabled={!email || left > 0} isLoading={send.isPending}>
          {left > 0 ? `Renvoyer l’e-mail (${left} s)` : 'Renvoyer l’e-mail'}
        </Button>
        <Button asChild variant="ghost">
          <Link to={paths.auth.client.getHref()}>Retour à la connexion</Link>
        </Button>
      </div>
    </>
  );
}

export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthCard icon={MailCheck} title={AUTH_PAGE_TEXTS.emailVerification.title}>
      {token ? <EmailChangeToken token={token} /> : <SignupVerification />}
    </AuthCard>
  );
}
