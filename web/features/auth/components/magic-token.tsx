/**
 * The page an e-mailed link opens: it spends the token with a POST (so mail scanners that prefetch
 * the GET do not burn it), then goes to the server's redirect, the stored route, or home.
 */
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { postMagicLinkTarget } from '@core/auth-routing';
import { MESSAGES } from '@core/messages';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { readStored, STORAGE_KEYS } from '../../../lib/auth-storage';
import { useVerifyMagicLink } from '../api/magic-link';
import { usePostSignIn } from '../hooks/use-post-sign-in';

export function MagicToken({ token }: { token: string }) {
  const verify = useVerifyMagicLink();
  const goOn = usePostSignIn();
  const started = useRef(false);

  useEffect(() => {
    // A token works once: React's development double effect must not post it twice.
    if (started.current) return;
    started.current = true;
    verify.mutate(token, {
      onSuccess: ({ redirect, isNewUser, me }) => {
        toast.success(isNewUser || me.needsOnboarding ? MESSAGES.auth.welcomeCompleteProfile : MESSAGES.auth.signedIn);
        goOn(me, postMagicLinkTarget({ serverRedirect: redirect, intendedRoute: readStored(STORAGE_KEYS.intendedRoute) }));
      },
    });
  }, [token, verify, goOn]);

  if (verify.isError) {
    return (
      <div className="flex flex-col items-center gap-4 text-center">
        <p role="alert" className="text-shu-300">
          {errorMessage(verify.error)}
        </p>
        <Button asChild>
          <Link to={paths.auth.client.getHref()}>Recevoir un nouveau lien</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-3 py-6 text-paper-400">
      <Spinner size="lg" label={null} className="text-kin" />
      <p role="status">Connexion en cours...</p>
    </div>
  );
}
