/** The account's profile edit (PATCH /api/me/profile); a new e-mail waits for its confirmation link. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateInput } from '@core/schemas/profile';
import { api } from '../../../lib/api-client';
import type { ProfileUpdateView } from '@core/api-views';
import { sessionQueryKey } from '../../../lib/session';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) => api.patch<ProfileUpdateView>('/api/me/profile', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
