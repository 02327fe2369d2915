/**
 * The order in progress shown in the account popover (GET /api/me/current-order): same query key and
 * answer type as the orders feature, so both share one cache entry and its 30 s polling.
 */
import { useQuery } from '@tanstack/react-query';
import type { CurrentOrderAnswer, OrderView } from '@core/api-views';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type CurrentOrderSummary = Pick<OrderView, 'id' | 'numero_commande' | 'statut_commande' | 'total_ttc'>;

export function useCurrentOrderSummary(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.orders.current,
    queryFn: async ({ signal }) => (await api.get<CurrentOrderAnswer>('/api/me/current-order', { signal })).order,
    enabled,
  });
}
