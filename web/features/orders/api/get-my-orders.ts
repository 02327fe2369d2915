/** The signed-in customer's orders, 20 per page, newest first (account orders tab). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orderKeys, type OrderView } from './order-view';

export interface MyOrdersPage {
  orders: OrderView[];
  total: number;
  page: number;
  pageSize: number;
}

export function getMyOrders(page: number, signal?: AbortSignal): Promise<MyOrdersPage> {
  return api.get<MyOrdersPage>('/api/me/orders', { query: { page }, signal });
}

export function useMyOrders(page: number) {
  return useQuery({
    queryKey: orderKeys.mine(page),
    queryFn: ({ signal }) => getMyOrders(page, signal),
    placeholderData: keepPreviousData,
  });
}
