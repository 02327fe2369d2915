/** Completing the profile (POST /api/me/onboarding) and repairing an orphaned user (ensure-profile). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnboardingInput, ProfileDialogInput } from '@core/schemas/profile';
import { api } from '../../../lib/api-client';
import type { CustomerAnswer, OnboardingView } from '@core/api-views';
import { sessionQueryKey } from '../../../lib/session';

export type CompleteOnboardingResult = OnboardingView;

export function completeOnboarding(input: OnboardingInput | ProfileDialogInput): Promise<CompleteOnboardingResult> {
  return api.post<CompleteOnboardingResult>('/api/me/onboarding', input);
}

export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOnboarding,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}

export function ensureProfile(): Promise<CustomerAnswer> {
  return api.post<CustomerAnswer>('/api/me/ensure-profile', {});
}
