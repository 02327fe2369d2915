/** /auth/magic and /auth/client: the customer's sign-in card, or the spending of an e-mailed token. */
import { AUTH_PAGE_TEXTS } from '@core/pages';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { postSignInTarget } from '@core/auth-routing';
import { paths } from '../../../config/paths';
import { readStored, STORAGE_KEYS } from '../../../lib/auth-storage';
import { useSession } from '../../../lib/session';
import { AuthBackLink, AuthCard } from '../../../features/auth/components/auth-card';
import { MagicLinkForm } from '../../../features/auth/components/magic-link-form';
import { MagicToken } from '../../../features/auth/components/magic-token';
import { useStoreRedirectParam } from '../../../features/auth/hooks/use-intended-route';

export function MagicPage({ title, description }: { title: string; description: string }) {
  const [params] = useSearchParams();
  const token = params.get('token');
  const redirect = useStoreRedirectParam(params.get('redirect'));
  const { signedIn, isStaff } = useSession();
  const navigate = useNavigate();

  // An existing session has nothing to do here: on to the stored route or the redirect, else home.
  useEffect(() => {
    if (token || !signedIn) return;
    const target = isStaff
      ? paths.admin.dashboard.getHref()
      : postSignInTarget({ intendedRoute: readStored(STORAGE_KEYS.intendedRoute), redirectParam: redirect });
    void navigate(target, { replace: true });
  }, [token, signedIn, isStaff, redirect, navigate]);

  return (
    <AuthCard title={token ? 'Connexion' : title} description={token ? undefined : description}>
      {token ? <MagicToken token={token} /> : <MagicLinkForm redirect={redirect} />}
      <AuthBackLink to={paths.home.getHref()}>Retour à l’accueil</AuthBackLink>
    </AuthCard>
  );
}

export function Component() {
  return <MagicPage {...AUTH_PAGE_TEXTS.magic} />;
}
