/** Spends the token of an e-mail change link (PATCH /api/me/profile sent it). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/session';
import type { OkView } from '@core/api-views';

export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.post<OkView>('/api/me/email/confirm', { token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
