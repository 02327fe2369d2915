/**
 * Protected-route wrapper (customer-shop §2): 'Vérification de votre session...' while the session
 * loads; without one, the current path is stored as the intended route, the toast shows once, and
 * the browser goes to /auth/client?redirect=... — except on token URLs and /onboarding.
 */
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { toast } from 'sonner';
import { isAuthRedirectExempt } from '@core/auth-routing';
import { MESSAGES } from '@core/messages';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { STORAGE_KEYS, writeStored } from '../../../lib/auth-storage';
import { useSession } from '../../../lib/session';

// One id: sonner keeps a single toast however many times the guard renders.
const SIGN_IN_TOAST_ID = 'auth-required';

export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { signedIn, isPending } = useSession();
  const location = useLocation();
  const original = `${location.pathname}${location.search}`;
  const mustSignIn = !isPending && !signedIn && !isAuthRedirectExempt(location);

  useEffect(() => {
    if (!mustSignIn) return;
    writeStored(STORAGE_KEYS.intendedRoute, original);
    toast.error(MESSAGES.guard.signInRequired, { id: SIGN_IN_TOAST_ID });
  }, [mustSignIn, original]);

  if (isPending) return <SessionCheck />;
  if (mustSignIn) return <Navigate to={paths.auth.client.getHref(original)} replace />;
  return children;
}

export function SessionCheck() {
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-4 text-paper-400">
      <Spinner size="lg" label={null} className="text-kin" />
      <p>{MESSAGES.guard.checkingSession}</p>
    </div>
  );
}
