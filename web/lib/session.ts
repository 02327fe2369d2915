/**
 * The signed-in user, read once from GET /api/me and shared by every screen through TanStack Query
 * (docs/api.md, Accounts). Kept tiny and zod-free: it is part of the home page's entry chunk.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { CustomerView, MeView, StaffRole } from '@core/api-views';
import type * as accounts from '@core/contracts/accounts';
import { call, endpointOf } from './call';
import { queryKeys } from './query-keys';

export type { CustomerView, StaffRole };
export type Me = MeView;

export const sessionQueryKey = queryKeys.me;

function getMe({ signal }: { signal?: AbortSignal } = {}): Promise<Me> {
  return call(endpointOf<typeof accounts.getMe>({ method: 'GET', path: '/api/me' }), { signal });
}

export function useSession() {
  const query = useQuery({ queryKey: sessionQueryKey, queryFn: ({ signal }) => getMe({ signal }), staleTime: 30_000 });
  const me = query.data;
  return { ...query, me, signedIn: Boolean(me?.user), isStaff: me?.userType === 'admin_user' };
}

/**
 * Reads the session again right after a sign-in set its cookie. A GET /api/me still in flight was sent
 * before the cookie existed (the header's, on page load); fetchQuery would return that request's
 * signed-out answer instead of a new one, and it would land in the cache after the fresh one. So the
 * request in flight is cancelled first, then a new one is made.
 */
export async function refreshSession(queryClient: QueryClient): Promise<Me> {
  await queryClient.cancelQueries({ queryKey: sessionQueryKey });
  return queryClient.fetchQuery({ queryKey: sessionQueryKey, queryFn: ({ signal }) => getMe({ signal }), staleTime: 0 });
}
