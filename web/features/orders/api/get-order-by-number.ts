/**
 * One order by its public number (tracking page). Polled every 30 s while active (customer-shop §4),
 * as the fallback of the live stream (hooks/use-order-live.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { ORDER_POLL_S } from '@core/limits';
import { isActiveStatus } from '@core/order-status';
import * as orders from '@core/contracts/orders';
import { call } from '../../../lib/call';
import { orderKeys, type OrderView } from './order-view';

async function getOrderByNumber(numero: string, signal?: AbortSignal): Promise<OrderView> {
  const { order } = await call(orders.getOrderByNumber, { params: { numero }, signal });
  return order;
}

export function useOrderByNumber(numero: string | undefined) {
  return useQuery({
    queryKey: orderKeys.byNumber(numero ?? ''),
    queryFn: ({ signal }) => getOrderByNumber(numero!, signal),
    enabled: Boolean(numero),
    retry: false,
    refetchInterval: (query) => (query.state.data && isActiveStatus(query.state.data.statut_commande) ? ORDER_POLL_S * 1000 : false),
  });
}
