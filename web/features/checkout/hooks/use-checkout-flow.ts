/**
 * The whole checkout flow in one place (customer-shop §2 Checkout, §4 Unauthenticated checkout, §5
 * gates), used by the cart drawer's order button:
 * - pressing it opens the dialog; a visitor who is not signed in gets the toast, the saved intent and
 *   /auth/magic instead;
 * - "Compléter mon profil" leaves for /onboarding with the same intent;
 * - a checkout so interrupted reopens (drawer and dialog) once the customer is back on a shop page,
 *   signed in and with a complete profile; auth and onboarding pages are left alone until the sign-in
 *   flow is over.
 */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { MESSAGES } from '@core/messages';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { clearCheckoutIntent, hasCheckoutIntent, saveCheckoutIntent } from '../../../lib/checkout-intent';

function isSignInFlow(pathname: string): boolean {
  return pathname.startsWith('/auth/') || pathname === paths.onboarding.path;
}

export interface CheckoutFlow {
  /** The dialog is shown (a visitor who is not signed in is sent to sign in instead). */
  open: boolean;
  /** The dialog's code is needed: once opened (so Radix can close it and give focus back), or a checkout waits to be resumed. */
  mounted: boolean;
  /** The order button. */
  start: () => void;
  onOpenChange: (open: boolean) => void;
  /** The order is placed (the cart is already cleared): close the dialog and the drawer. */
  onPlaced: () => void;
  /** "Compléter mon profil": remember the checkout, close dialog and drawer (the link navigates). */
  leaveForProfile: () => void;
}

export function useCheckoutFlow({ setDrawerOpen }: { setDrawerOpen: (open: boolean) => void }): CheckoutFlow {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [requested, setRequested] = useState(false);
  const [pending, setPending] = useState(hasCheckoutIntent);
  const [mounted, setMounted] = useState(pending);

  // Back from the detour: reopen (state adjusted while rendering; the drawer and the flag follow below).
  const me = session.me;
  if (pending && !isSignInFlow(pathname) && Boolean(me?.user) && me?.needsOnboarding === false) {
    setPending(false);
    setRequested(true);
  }
  if (requested && !mounted) setMounted(true);

  // The dialog sits over the drawer; once it is open, the interrupted checkout is done with.
  useEffect(() => {
    if (!requested) return;
    setDrawerOpen(true);
    clearCheckoutIntent();
  }, [requested, setDrawerOpen]);

  async function start() {
    // Offline with a session never read (a page reloaded without a network): the dialog says the account is
    // unknown until the network returns, rather than a button that waits for it in silence.
    if (!session.isSuccess && !navigator.onLine) {
      setRequested(true);
      return;
    }
    // The session is read at start-up, so it is known by the time the button is pressed (else wait for it).
    const known = session.isSuccess ? session.data : (await session.refetch()).data;
    if (known && !known.user) {
      toast(MESSAGES.checkout.signInToCheckout);
      saveCheckoutIntent('sign-in');
      setPending(true);
      setDrawerOpen(false);
      void navigate(paths.auth.magic.getHref());
      return;
    }
    setRequested(true);
  }

  function close() {
    setRequested(false);
    setDrawerOpen(false);
  }

  return {
    open: requested,
    mounted,
    start: () => void start(),
    onOpenChange: setRequested,
    onPlaced: close,
    leaveForProfile: () => {
      saveCheckoutIntent('profile');
      setPending(true);
      close();
    },
  };
}
