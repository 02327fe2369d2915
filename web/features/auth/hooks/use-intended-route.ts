/** Stores a safe ?redirect= as the intended route (customer-shop §2 /auth/magic). */
import { useEffect } from 'react';
import { isSafeRedirectPath } from '@core/redirect';
import { STORAGE_KEYS, writeStored } from '../../../lib/auth-storage';

export function useStoreRedirectParam(redirect: string | null): string | undefined {
  const safe = isSafeRedirectPath(redirect) ? redirect : undefined;
  useEffect(() => {
    if (safe) writeStored(STORAGE_KEYS.intendedRoute, safe);
  }, [safe]);
  return safe;
}
