/**
 * An orphaned signed-in user (no customer row) gets the profile repair once per page load
 * (customer-shop §4): 'Configuration de votre profil en cours...', POST /api/me/ensure-profile,
 * then the session is re-read. Three failures set the skip flag (light mode).
 */
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ENSURE_PROFILE_MAX_FAILURES } from '@core/onboarding';
import { MESSAGES } from '@core/messages';
import { sessionQueryKey, type Me } from '../../../lib/session';
import { ensureProfile } from '../api/complete-onboarding';
import { recordRepairFailure, repairFailures, resetRepairFailures } from '../utils/skip-flags';

export function useProfileRepair(me: Me | undefined): void {
  const queryClient = useQueryClient();
  const tried = useRef(false);
  const orphan = Boolean(me?.user && !me.customer && me.userType === 'none');

  useEffect(() => {
    if (!orphan || tried.current || repairFailures() >= ENSURE_PROFILE_MAX_FAILURES) return;
    tried.current = true;
    const pending = toast.loading(MESSAGES.profile.setupInProgress);
    ensureProfile()
      .then(() => {
        resetRepairFailures();
        toast.dismiss(pending);
        return queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      })
      .catch(() => {
        recordRepairFailure();
        toast.error(MESSAGES.profile.setupError, { id: pending });
      });
  }, [orphan, queryClient]);
}
