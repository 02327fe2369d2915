/** The signed-in customer's orders, 20 per page, newest first (account orders tab). */
import { useQuery } from '@tanstack/react-query';
import type { MyOrdersPage } from '@core/api-views';
import * as orders from '@core/contracts/orders';
import { call } from '../../../lib/call';
import { orderKeys } from './order-view';

function getMyOrders(page: number, signal?: AbortSignal): Promise<MyOrdersPage> {
  return call(orders.listMyOrders, { query: { page }, signal });
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
