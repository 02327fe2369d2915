/** The board's cash actions: a delivery refused at the door, the customer and their number blacklisted. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@core/contracts/cash';
import type { BlacklistFromOrderInput, DeliveryRefusalInput } from '@core/schemas/cash';
import { call } from '../../../lib/call';
import { orderKeys, type OrderView } from './order-view';

async function markDeliveryRefused(id: string, input: DeliveryRefusalInput): Promise<OrderView> {
  return (await call(endpoints.markDeliveryRefused, { params: { id }, body: input })).order;
}

async function blacklistFromOrder(id: string, input: BlacklistFromOrderInput): Promise<OrderView> {
  return (await call(endpoints.blacklistFromOrder, { params: { id }, body: input })).order;
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
