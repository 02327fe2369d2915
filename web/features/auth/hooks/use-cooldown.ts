/** Seconds left before a resend button is enabled again, ticking once a second. */
import { useEffect, useState } from 'react';
import { cooldownSecondsLeft } from '@core/onboarding';
import { RESEND_COOLDOWN_S } from '@core/limits';

export function useCooldown(sentAt: number | null, cooldownS: number = RESEND_COOLDOWN_S): number {
  const [now, setNow] = useState(() => Date.now());
  // A send newer than the last tick counts from the send itself, not from the stale tick.
  const left = cooldownSecondsLeft(sentAt, Math.max(now, sentAt ?? 0), cooldownS);
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [left]);
  return left;
}
