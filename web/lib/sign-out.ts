/** Ends the session (POST /api/auth/sign-out) and forgets everything cached about the user. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OkView } from '@core/api-views';
import type * as auth from '@core/contracts/auth';
import { call, endpointOf } from './call';
import { sessionQueryKey } from './session';

function signOut(): Promise<OkView> {
  return call(endpointOf<typeof auth.signOut>({ method: 'POST', path: '/api/auth/sign-out' }), { body: {} });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: async () => {
      // Other users' data must not survive in the cache (profile, addresses...), only the catalogue.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'catalog' && query.queryKey[0] !== sessionQueryKey[0] });
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
