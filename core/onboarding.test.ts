import { describe, expect, it } from 'vitest';
import { cooldownSecondsLeft, isOnboardingExcludedRoute, isOnboardingSkipped, needsOnboarding, shouldOpenOnboardingModal, snoozeUntil } from './onboarding';

const complete = { nom: 'Ben Ali', prenom: 'Sami', telephone: '22123456', onboarding_completed: true };

describe('needsOnboarding', () => {
  it('is needed without a customer row, before completion, or with a blank name or phone', () => {
    expect(needsOnboarding(null)).toBe(true);
    expect(needsOnboarding({ ...complete, onboarding_completed: false })).toBe(true);
    expect(needsOnboarding({ ...complete, nom: ' ' })).toBe(true);
    expect(needsOnboarding({ ...complete, prenom: null })).toBe(true);
    expect(needsOnboarding({ ...complete, telephone: '' })).toBe(true);
    expect(needsOnboarding(complete)).toBe(false);
  });
});

describe('the onboarding modal', () => {
  const now = 1_000_000;
  const base = { signedIn: true, needsOnboarding: true, pathname: '/', alreadyShownThisSession: false, flags: { skip: false, skipUntil: null }, now };

  it.each(['/auth/client', '/checkout', '/payment-success/1', '/admin/dashboard', '/onboarding'])('stays away from %s', (pathname) => {
    expect(isOnboardingExcludedRoute(pathname)).toBe(true);
    expect(shouldOpenOnboardingModal({ ...base, pathname })).toBe(false);
  });

  it('opens once per page session for a signed-in user who needs it', () => {
    expect(shouldOpenOnboardingModal(base)).toBe(true);
    expect(shouldOpenOnboardingModal({ ...base, alreadyShownThisSession: true })).toBe(false);
    expect(shouldOpenOnboardingModal({ ...base, signedIn: false })).toBe(false);
    expect(shouldOpenOnboardingModal({ ...base, needsOnboarding: false })).toBe(false);
  });

  it("'Plus tard (24h)' snoozes for 24 hours, 'Ne plus demander' for good", () => {
    const until = snoozeUntil(now);
    expect(until - now).toBe(24 * 3600_000);
    expect(isOnboardingSkipped({ skip: false, skipUntil: until }, now + 1000)).toBe(true);
    expect(isOnboardingSkipped({ skip: false, skipUntil: until }, until + 1)).toBe(false);
    expect(isOnboardingSkipped({ skip: true, skipUntil: null }, now)).toBe(true);
    expect(shouldOpenOnboardingModal({ ...base, flags: { skip: false, skipUntil: until } })).toBe(false);
  });
});

describe('cooldownSecondsLeft', () => {
  it('counts down the 60 s resend cooldown', () => {
    expect(cooldownSecondsLeft(null, 5000, 60)).toBe(0);
    expect(cooldownSecondsLeft(0, 0, 60)).toBe(60);
    expect(cooldownSecondsLeft(0, 59_001, 60)).toBe(1);
    expect(cooldownSecondsLeft(0, 60_000, 60)).toBe(0);
  });
});
