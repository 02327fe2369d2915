/**
 * The onboarding skip flags ('Plus tard (24h)', 'Ne plus demander', three failed profile repairs),
 * kept in local storage so they outlive the tab, and the once-per-page-session mark of the modal.
 */
import { ENSURE_PROFILE_MAX_FAILURES, isOnboardingSkipped, snoozeUntil, type OnboardingSkip } from '@core/onboarding';
import { readStored, removeStored, STORAGE_KEYS, writeStored } from '../../../lib/auth-storage';

export function readSkipFlags(): OnboardingSkip {
  const until = Number(readStored(STORAGE_KEYS.onboardingSkipUntil, 'local'));
  return { skip: readStored(STORAGE_KEYS.onboardingSkip, 'local') === '1', skipUntil: Number.isFinite(until) && until > 0 ? until : null };
}

export function skipForever(): void {
  writeStored(STORAGE_KEYS.onboardingSkip, '1', 'local');
}

export function skipFor24Hours(now = Date.now()): void {
  writeStored(STORAGE_KEYS.onboardingSkipUntil, String(snoozeUntil(now)), 'local');
}

export function clearSkipFlags(): void {
  removeStored(STORAGE_KEYS.onboardingSkip, 'local');
  removeStored(STORAGE_KEYS.onboardingSkipUntil, 'local');
  removeStored(STORAGE_KEYS.ensureProfileFailures, 'local');
}

/** Counts a failed profile repair; the third one sets the permanent skip (light mode). */
export function recordRepairFailure(): number {
  const failures = Number(readStored(STORAGE_KEYS.ensureProfileFailures, 'local') ?? 0) + 1;
  writeStored(STORAGE_KEYS.ensureProfileFailures, String(failures), 'local');
  if (failures >= ENSURE_PROFILE_MAX_FAILURES) skipForever();
  return failures;
}

export function repairFailures(): number {
  return Number(readStored(STORAGE_KEYS.ensureProfileFailures, 'local') ?? 0) || 0;
}

export function resetRepairFailures(): void {
  removeStored(STORAGE_KEYS.ensureProfileFailures, 'local');
}

export function wasModalShown(): boolean {
  return readStored(STORAGE_KEYS.onboardingShown) === '1';
}

export function markModalShown(): void {
  writeStored(STORAGE_KEYS.onboardingShown, '1');
}

/** The info toast, once per page session. */
export function wasToastShown(): boolean {
  return readStored(STORAGE_KEYS.onboardingToastShown) === '1';
}

export function markToastShown(): void {
  writeStored(STORAGE_KEYS.onboardingToastShown, '1');
}

/**
 * Light mode: the skip was set by failed profile repairs, not by the customer's own 'Plus tard' or 'Ne
 * plus demander' (its banner says the profile could not be synchronised, which only then is true).
 */
export function isLightMode(): boolean {
  return isSkipActive() && repairFailures() >= ENSURE_PROFILE_MAX_FAILURES;
}

function isSkipActive(): boolean {
  return isOnboardingSkipped(readSkipFlags(), Date.now());
}
