/**
 * Reopens a checkout interrupted for sign-in (customer-shop §2, resume_checkout = '1') once the
 * customer is back on a shop page, signed in and with a complete profile. Auth and onboarding pages
 * are left alone: the flag waits until the sign-in flow is over.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';

function isSignInFlow(pathname: string): boolean {
  return pathname.startsWith('/auth/') || pathname === paths.onboarding.path;
}

export function useResumeCheckout({ requested, onResume }: { requested: boolean; onResume: () => void }) {
  const { pathname } = useLocation();
  const { me } = useSession();
  const ready = requested && !isSignInFlow(pathname) && Boolean(me?.user) && me?.needsOnboarding === false;
  useEffect(() => {
    if (ready) onResume();
  }, [ready, onResume]);
}
