/** The board's cash actions (issue 24): a delivery refused at the door, the customer and their number blacklisted. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderAnswer } from '@core/api-views';
import type { BlacklistFromOrderInput, DeliveryRefusalInput } from '@core/schemas/cash';
import { api } from '../../../lib/api-client';
import { orderKeys, type OrderView } from './order-view';

export async function markDeliveryRefused(id: string, input: DeliveryRefusalInput): Promise<OrderView> {
  return (await api.post<OrderAnswer>(`/api/admin/orders/${encodeURIComponent(id)}/delivery-refused`, input)).order;
}

export async function blacklistFromOrder(id: string, input: BlacklistFromOrderInput): Promise<OrderView> {
  return (await api.post<OrderAnswer>(`/api/admin/orders/${encodeURIComponent(id)}/blacklist`, input)).order;
}

export function useMarkDeliveryRefused() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: DeliveryRefusalInput }) => markDeliveryRefused(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.adminAll }),
  });
}

export function useBlacklistFromOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: BlacklistFromOrderInput }) => blacklistFromOrder(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.adminAll }),
  });
}
