/**
 * Completing the profile (POST /api/me/onboarding) and repairing an orphaned user (ensure-profile). Part of the
 * entry chunk (the shop layout repairs a profile): endpoints named by type only, no zod.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnboardingInput, ProfileDialogInput } from '@core/schemas/profile';
import type * as accounts from '@core/contracts/accounts';
import { call, endpointOf } from '../../../lib/call';
import type { CustomerAnswer, OnboardingView } from '@core/api-views';
import { sessionQueryKey } from '../../../lib/session';

type CompleteOnboardingResult = OnboardingView;

function completeOnboarding(input: OnboardingInput | ProfileDialogInput): Promise<CompleteOnboardingResult> {
  return call(endpointOf<typeof accounts.completeOnboarding>({ method: 'POST', path: '/api/me/onboarding' }), { body: input });
}

export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOnboarding,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}

export function ensureProfile(): Promise<CustomerAnswer> {
  return call(endpointOf<typeof accounts.ensureProfile>({ method: 'POST', path: '/api/me/ensure-profile' }), { body: {} });
}
