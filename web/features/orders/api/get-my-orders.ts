/** The signed-in customer's orders, 20 per page, newest first (account orders tab). */
import { useQuery } from '@tanstack/react-query';
import { ORDER_POLL_S } from '@core/limits';
import { api } from '../../../lib/api-client';
import type { CurrentOrderAnswer, MyOrdersPage } from '@core/api-views';
import { orderKeys } from './order-view';

export function getMyOrders(page: number, signal?: AbortSignal): Promise<MyOrdersPage> {
  return api.get<MyOrdersPage>('/api/me/orders', { query: { page }, signal });
}

export function useMyOrders(page: number) {
  return useQuery({
    queryKey: orderKeys.mine(page),
    queryFn: ({ signal }) => getMyOrders(page, signal),
    // Keep the previous page on screen while the next loads (keepPreviousData, written out so the
    // shared vendor chunk of the home page does not grow for it).
    placeholderData: (previous) => previous,
  });
}

/** The latest order still in progress (Recu to En_livraison), polled every 30 s while there is one. */
export function useCurrentOrder() {
  return useQuery({
    queryKey: orderKeys.current,
    queryFn: async ({ signal }) => (await api.get<CurrentOrderAnswer>('/api/me/current-order', { signal })).order,
    refetchInterval: (query) => (query.state.data ? ORDER_POLL_S * 1000 : false),
  });
}
