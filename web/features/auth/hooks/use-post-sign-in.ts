/**
 * Where a fresh session goes: the target (stored intended route, server redirect...), through the
 * onboarding page first when the profile is incomplete; the stored route is spent on the way.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { STORAGE_KEYS, removeStored, writeStored } from '../../../lib/auth-storage';
import { paths } from '../../../config/paths';
import type { Me } from '../../../lib/session';

export function usePostSignIn() {
  const navigate = useNavigate();
  return useCallback(
    (me: Me, target: string) => {
      removeStored(STORAGE_KEYS.intendedRoute);
      if (me.userType !== 'admin_user' && me.needsOnboarding && target !== paths.onboarding.getHref()) {
        if (target !== paths.home.getHref()) writeStored(STORAGE_KEYS.redirectAfterOnboarding, target);
        void navigate(paths.onboarding.getHref(), { replace: true });
        return;
      }
      void navigate(target, { replace: true });
    },
    [navigate],
  );
}
