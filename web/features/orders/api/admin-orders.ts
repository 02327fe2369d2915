/** The restaurant's order board (staff): list with filters, status changes along the allowed transitions, refunds. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StatutCommande } from '@core/order-status';
import * as endpoints from '@core/contracts/admin-orders';
import type { RefundOrderInput } from '@core/schemas/orders';
import { call } from '../../../lib/call';
import { orderKeys, type OrderView } from './order-view';

export interface AdminOrderFilters {
  /** '' for every status. */
  statut: StatutCommande | '';
  /** 'YYYY-MM-DD' or '' for every day. */
  date: string;
  /** Order number, customer name or phone. */
  q: string;
}

async function getAdminOrders(filters: AdminOrderFilters, signal?: AbortSignal): Promise<OrderView[]> {
  const { orders } = await call(endpoints.listAdminOrders, {
    query: { statut: filters.statut || undefined, date: filters.date || undefined, q: filters.q.trim() || undefined },
    signal,
  });
  return orders;
}

export function useAdminOrders(filters: AdminOrderFilters) {
  return useQuery({
    queryKey: orderKeys.admin(filters),
    queryFn: ({ signal }) => getAdminOrders(filters, signal),
    // Keep the previous page on screen while the next loads (keepPreviousData, written out so the
    // shared vendor chunk of the home page does not grow for it).
    placeholderData: (previous) => previous,
  });
}

/** Order ahead: scheduled orders waiting for their fire time, the board's 'Programmées' lane. */
export function useScheduledOrders() {
  return useQuery({
    queryKey: [...orderKeys.adminAll, 'scheduled'] as const,
    queryFn: async ({ signal }) => (await call(endpoints.listScheduledOrders, { signal })).orders,
    // A fire time passes without an event from this browser: look again every minute as well.
    refetchInterval: 60_000,
  });
}

async function updateOrderStatus(id: string, statut: StatutCommande): Promise<OrderView> {
  const { order } = await call(endpoints.changeOrderStatus, { params: { id }, body: { statut_commande: statut } });
  return order;
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, statut }: { id: string; statut: StatutCommande }) => updateOrderStatus(id, statut),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.adminAll }),
  });
}

/** Staff refund a delivered or paid order (the points follow on the server). */
async function refundOrder(id: string, input: RefundOrderInput): Promise<OrderView> {
  const { order } = await call(endpoints.refundOrder, { params: { id }, body: input });
  return order;
}

export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: RefundOrderInput }) => refundOrder(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.adminAll }),
  });
}
