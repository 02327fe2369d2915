/**
 * Redirect-loop guard (customer-shop §8, back-office §4): the same path more than 3 times in 10 s
 * warns 'Boucle de redirection détectée', forgets the stored routes that may be feeding the loop
 * and resets the history entry's state.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { MESSAGES } from '@core/messages';
import { parseRouteVisits, recordRouteVisit } from '@core/redirect-loop';
import { readStored, removeStored, STORAGE_KEYS, writeStored } from '../../../lib/auth-storage';

export function useRouteLoopGuard(): void {
  const { pathname, key } = useLocation();
  useEffect(() => {
    const { visits, loop } = recordRouteVisit(parseRouteVisits(readStored(STORAGE_KEYS.routeVisits)), pathname, Date.now());
    writeStored(STORAGE_KEYS.routeVisits, JSON.stringify(visits));
    if (!loop) return;
    // After this commit's effects: on a fresh page load the Toaster subscribes in a later effect.
    window.setTimeout(() => toast.warning(MESSAGES.guard.redirectLoop), 0);
    removeStored(STORAGE_KEYS.intendedRoute);
    removeStored(STORAGE_KEYS.redirectAfterOnboarding);
    window.history.replaceState(null, '', window.location.href);
    // key: a navigation to the same path is a visit too.
  }, [pathname, key]);
}
