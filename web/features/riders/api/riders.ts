/** The riders' endpoints (core/contracts/riders.ts): staff's list, assignment and cash checks; a rider's own deliveries. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@core/contracts/riders';
import type { AssignRiderInput, RiderCashInput, RiderInput, RiderUpdateInput } from '@core/schemas/riders';
import { call } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';

const keys = queryKeys.riders;

export function useRiders(enabled = true) {
  return useQuery({ queryKey: keys.list, queryFn: ({ signal }) => call(endpoints.listRiders, { signal }), enabled, staleTime: 60_000 });
}

export function useCreateRider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RiderInput) => call(endpoints.createRider, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useUpdateRider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ riderId, body }: { riderId: number; body: RiderUpdateInput }) => call(endpoints.updateRider, { params: { riderId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** The board's assignment; the board refreshes by its live stream and by the orders' keys. */
export function useAssignRider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: AssignRiderInput }) => call(endpoints.assignRider, { params: { id: orderId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.adminAll }),
  });
}

export function useRidersCash(jour: string | null) {
  return useQuery({
    queryKey: keys.cash(jour ?? ''),
    queryFn: ({ signal }) => call(endpoints.getRidersCash, { params: { jour: jour! }, signal }),
    enabled: jour !== null,
  });
}

export function useCheckRiderCash(jour: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ riderId, body }: { riderId: number; body: RiderCashInput }) => call(endpoints.checkRiderCash, { params: { riderId, jour }, body }),
    onSuccess: (view) => {
      queryClient.setQueryData(keys.cash(jour), view);
      void queryClient.invalidateQueries({ queryKey: queryKeys.closing(jour) });
    },
  });
}

/** The signed-in rider's deliveries: read again every half minute and when the phone comes back to the page. */
export function useMyDeliveries() {
  return useQuery({
    queryKey: keys.mine,
    queryFn: ({ signal }) => call(endpoints.getMyDeliveries, { signal }),
    refetchInterval: 30_000,
    refetchOnWindowFocus: true,
  });
}

export function useMarkDelivered() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => call(endpoints.markMyDeliveryDelivered, { params: { id: orderId } }),
    onSuccess: (view) => queryClient.setQueryData(keys.mine, view),
  });
}

export function useMarkRefused() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, motif }: { orderId: string; motif: string | null }) =>
      call(endpoints.markMyDeliveryRefused, { params: { id: orderId }, body: { motif } }),
    onSuccess: (view) => queryClient.setQueryData(keys.mine, view),
  });
}
