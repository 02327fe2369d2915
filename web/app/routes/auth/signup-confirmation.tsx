/** /auth/signup-confirmation: 'Inscription réussie !'; ends any session on display (customer-shop §2). */
import { AUTH_PAGE_TEXTS } from '@core/pages';
import { useEffect, useRef } from 'react';
import { PartyPopper } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { useSignOut } from '../../../lib/sign-out';
import { AuthCard, AuthSteps } from '../../../features/auth/components/auth-card';

const texts = AUTH_PAGE_TEXTS.signupConfirmation;

export function Component() {
  const { signedIn } = useSession();
  const signOut = useSignOut();
  const done = useRef(false);

  useEffect(() => {
    if (!signedIn || done.current) return;
    done.current = true;
    signOut.mutate();
  }, [signedIn, signOut]);

  return (
    <AuthCard icon={PartyPopper} title={texts.title} description={texts.description}>
      {/* The same steps as the server's first frame of this page (core/pages.ts). */}
      <AuthSteps steps={[...texts.steps]} />
      <div className="mt-7 flex flex-col gap-3 sm:flex-row">
        <Button asChild className="sm:flex-1">
          <Link to={paths.home.getHref()}>Voir le menu</Link>
        </Button>
        <Button asChild variant="outline" className="sm:flex-1">
          <Link to={paths.auth.client.getHref()}>Se connecter</Link>
        </Button>
      </div>
    </AuthCard>
  );
}
