/** One order by its uuid (owner or staff): the success page. */
import { useQuery } from '@tanstack/react-query';
import * as orders from '@core/contracts/orders';
import { call } from '../../../lib/call';
import { orderKeys, type OrderView } from './order-view';

async function getOrder(id: string, signal?: AbortSignal): Promise<OrderView> {
  const { order } = await call(orders.getOrder, { params: { id }, signal });
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
