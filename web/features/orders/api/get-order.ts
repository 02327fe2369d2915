/** One order by its uuid (owner or staff): the success page. */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orderKeys, type OrderView } from './order-view';
import type { OrderAnswer } from '@core/api-views';

export async function getOrder(id: string, signal?: AbortSignal): Promise<OrderView> {
  const { order } = await api.get<OrderAnswer>(`/api/orders/${encodeURIComponent(id)}`, { signal });
  return order;
}

export function useOrder(id: string | undefined) {
  return useQuery({
    queryKey: orderKeys.byId(id ?? ''),
    queryFn: ({ signal }) => getOrder(id!, signal),
    enabled: Boolean(id),
    retry: false,
  });
}
