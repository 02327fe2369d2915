/** Completing the profile (POST /api/me/onboarding) and repairing an orphaned user (ensure-profile). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnboardingInput, ProfileDialogInput } from '@core/schemas/profile';
import * as accounts from '@core/contracts/accounts';
import { call } from '../../../lib/call';
import type { CustomerAnswer, OnboardingView } from '@core/api-views';
import { sessionQueryKey } from '../../../lib/session';

export type CompleteOnboardingResult = OnboardingView;

export function completeOnboarding(input: OnboardingInput | ProfileDialogInput): Promise<CompleteOnboardingResult> {
  return call(accounts.completeOnboarding, { body: input });
}

export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOnboarding,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}

export function ensureProfile(): Promise<CustomerAnswer> {
  return call(accounts.ensureProfile, { body: {} });
}
