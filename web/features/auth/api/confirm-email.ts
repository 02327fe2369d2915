/** Spends the token of an e-mail change link (PATCH /api/me/profile sent it). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmEmailChange } from '@core/contracts/accounts';
import { call } from '../../../lib/call';
import { sessionQueryKey } from '../../../lib/session';

export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => call(confirmEmailChange, { body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
