/**
 * The signed-in customer's order in progress (GET /api/me/current-order), shown by the header's account
 * popover and the account's orders tab: one query, one cache entry, polled every 30 s while there is one
 * (customer-shop §4). Shared by both features, which do not import each other.
 */
import { useQuery } from '@tanstack/react-query';
import type * as orders from '@core/contracts/orders';
import { ORDER_POLL_S } from '@core/limits';
import { call, endpointOf } from './call';
import { queryKeys } from './query-keys';

const currentOrder = endpointOf<typeof orders.getCurrentOrder>({ method: 'GET', path: '/api/me/current-order' });

export function useCurrentOrder({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.orders.current,
    queryFn: async ({ signal }) => (await call(currentOrder, { signal })).order,
    refetchInterval: (query) => (query.state.data ? ORDER_POLL_S * 1000 : false),
    enabled,
  });
}
