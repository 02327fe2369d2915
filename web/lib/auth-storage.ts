/**
 * Browser storage of the sign-in flow, under the spec's keys (customer-shop §9): where to go after
 * sign-in and after onboarding, the onboarding skip flags, and the address a link was sent to.
 * Storage can be unavailable (private mode): every access is guarded and simply does nothing then.
 */
import { SENT_LINK_EMAIL_KEY } from '@core/pages';

export const STORAGE_KEYS = {
  intendedRoute: 'intended_route',
  redirectAfterOnboarding: 'redirect_after_onboarding',
  resumeCheckout: 'resume_checkout',
  onboardingSkip: 'onboarding:skip',
  onboardingSkipUntil: 'onboarding:skip_until',
  onboardingShown: 'onboarding:shown',
  onboardingToastShown: 'onboarding:toast_shown',
  ensureProfileFailures: 'onboarding:ensure_failures',
  magicLinkEmail: SENT_LINK_EMAIL_KEY,
  magicLinkIntent: 'magic_link_intent',
  magicLinkSentAt: 'magic_link_sent_at',
  routeVisits: 'route_visits',
} as const;

type Area = 'session' | 'local';

function store(area: Area): Storage | null {
  try {
    return area === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

export function readStored(key: string, area: Area = 'session'): string | null {
  try {
    return store(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string, area: Area = 'session'): void {
  try {
    store(area)?.setItem(key, value);
  } catch {
    // Full or disabled storage: the flow still works, it only forgets across reloads.
  }
}

export function removeStored(key: string, area: Area = 'session'): void {
  try {
    store(area)?.removeItem(key);
  } catch {
    // See writeStored.
  }
}
