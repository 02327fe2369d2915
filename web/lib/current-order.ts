/**
 * The signed-in customer's order in progress (GET /api/me/current-order), shown by the header's account
 * popover and the account's orders tab: one query, one cache entry, polled every 30 s while there is one
 * (customer-shop §4). Shared by both features, which do not import each other.
 */
import { useQuery } from '@tanstack/react-query';
import type { CurrentOrderAnswer } from '@core/api-views';
import { ORDER_POLL_S } from '@core/limits';
import { api } from './api-client';
import { queryKeys } from './query-keys';

export function useCurrentOrder({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.orders.current,
    queryFn: async ({ signal }) => (await api.get<CurrentOrderAnswer>('/api/me/current-order', { signal })).order,
    refetchInterval: (query) => (query.state.data ? ORDER_POLL_S * 1000 : false),
    enabled,
  });
}
