/**
 * When a signed-in customer is asked to complete the profile (customer-shop §4 Onboarding needed,
 * back-office §4 Onboarding modal), and the skip flags of 'Plus tard (24h)' / 'Ne plus demander'.
 */
import { ONBOARDING_SNOOZE_H } from './limits';

/** Profile fields that decide whether onboarding is needed. */
export interface OnboardingProfile {
  nom: string | null;
  prenom: string | null;
  telephone: string | null;
  onboarding_completed: boolean;
}

export function needsOnboarding(customer: OnboardingProfile | null | undefined): boolean {
  if (!customer) return true;
  const blank = (value: string | null) => !value || value.trim() === '';
  return !customer.onboarding_completed || blank(customer.nom) || blank(customer.prenom) || blank(customer.telephone);
}

/** The info toast 'Complétez votre profil pour une meilleure expérience !' (customer-shop §4): a name or the phone is missing. */
export function missesNameOrPhone(customer: OnboardingProfile | null | undefined): boolean {
  const blank = (value: string | null | undefined) => !value || value.trim() === '';
  return !customer || blank(customer.nom) || blank(customer.prenom) || blank(customer.telephone);
}

/** The modal stays away from these areas (and from the onboarding page itself). */
const EXCLUDED_PREFIXES = ['/auth', '/checkout', '/payment', '/admin', '/onboarding'] as const;

export function isOnboardingExcludedRoute(pathname: string): boolean {
  return EXCLUDED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(prefix));
}

/** Profile creation failing this many times sets the permanent skip flag (light mode). */
export const ENSURE_PROFILE_MAX_FAILURES = 3;

export interface OnboardingSkip {
  /** 'onboarding:skip' is set ('1'). */
  skip: boolean;
  /** 'onboarding:skip_until', epoch milliseconds, or null. */
  skipUntil: number | null;
}

export function isOnboardingSkipped(flags: OnboardingSkip, now: number): boolean {
  return flags.skip || (flags.skipUntil !== null && flags.skipUntil > now);
}

/** 'Plus tard (24h)': the moment until which the modal stays closed. */
export function snoozeUntil(now: number): number {
  return now + ONBOARDING_SNOOZE_H * 3600_000;
}

export function shouldOpenOnboardingModal(options: {
  signedIn: boolean;
  needsOnboarding: boolean;
  pathname: string;
  alreadyShownThisSession: boolean;
  flags: OnboardingSkip;
  now: number;
}): boolean {
  return (
    options.signedIn &&
    options.needsOnboarding &&
    !options.alreadyShownThisSession &&
    !isOnboardingExcludedRoute(options.pathname) &&
    !isOnboardingSkipped(options.flags, options.now)
  );
}

/** Seconds left before 'resend' is enabled again; 0 when it is. */
export function cooldownSecondsLeft(sentAt: number | null, now: number, cooldownS: number): number {
  if (sentAt === null) return 0;
  return Math.max(0, Math.ceil((sentAt + cooldownS * 1000 - now) / 1000));
}
