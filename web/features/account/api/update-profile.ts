/** The account's profile edit (PATCH /api/me/profile); a new e-mail waits for its confirmation link. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateInput } from '@core/schemas/profile';
import { updateProfile } from '@core/contracts/accounts';
import { call } from '../../../lib/call';
import { sessionQueryKey } from '../../../lib/session';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) => call(updateProfile, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
