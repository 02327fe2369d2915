/** After a saved profile: the success toast, then the route stored before onboarding, else home. */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { MESSAGES } from '@core/messages';
import { safeRedirectPath } from '@core/redirect';
import { readStored, removeStored, STORAGE_KEYS } from '../../../lib/auth-storage';

export function takeRedirectAfterOnboarding(): string {
  const target = safeRedirectPath(readStored(STORAGE_KEYS.redirectAfterOnboarding));
  removeStored(STORAGE_KEYS.redirectAfterOnboarding);
  return target;
}

export function useFinishOnboarding() {
  const navigate = useNavigate();
  return useCallback(() => {
    toast.success(MESSAGES.profile.completed);
    void navigate(takeRedirectAfterOnboarding(), { replace: true });
  }, [navigate]);
}
