/**
 * The kitchen display's data: the open tickets (GET /api/admin/kitchen) and a line ticked as made or not
 * (PUT …/lines/:lineId with the state wanted). The tick shows at once (optimistic) and is undone if the
 * server refuses; a ticket the server answers Prête leaves the screen.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@core/contracts/kitchen';
import type { KitchenTicketView, KitchenView } from '@core/schemas/kitchen';
import { call } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';

export interface KitchenData extends KitchenView {
  /** Server clock minus this tablet's clock when the answer came, in ms (ages count from the server's time). */
  clockOffsetMs: number;
}

async function getKitchen(signal?: AbortSignal): Promise<KitchenData> {
  const view = await call(endpoints.getKitchen, { signal });
  return { ...view, clockOffsetMs: new Date(view.now).getTime() - Date.now() };
}

export function useKitchen() {
  return useQuery({
    queryKey: queryKeys.kitchen,
    queryFn: ({ signal }) => getKitchen(signal),
    // The live stream refreshes it; this is the safety net when the stream is down.
    refetchInterval: 60_000,
  });
}

export interface MarkLine {
  orderId: string;
  lineId: number;
  done: boolean;
}

function withLine(data: KitchenData, { orderId, lineId, done }: MarkLine): KitchenData {
  return {
    ...data,
    tickets: data.tickets.map((ticket) =>
      ticket.id !== orderId ? ticket : { ...ticket, lines: ticket.lines.map((line) => (line.id === lineId ? { ...line, done } : line)) },
    ),
  };
}

function withTicket(data: KitchenData, ticket: KitchenTicketView): KitchenData {
  if (ticket.statut_commande !== 'En_preparation') return { ...data, tickets: data.tickets.filter((t) => t.id !== ticket.id) };
  return { ...data, tickets: data.tickets.map((t) => (t.id === ticket.id ? ticket : t)) };
}

export function useMarkLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ orderId, lineId, done }: MarkLine) =>
      (await call(endpoints.markKitchenLine, { params: { id: orderId, lineId }, body: { done } })).ticket,
    onMutate: async (mark) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.kitchen });
      const previous = queryClient.getQueryData<KitchenData>(queryKeys.kitchen);
      if (previous) queryClient.setQueryData(queryKeys.kitchen, withLine(previous, mark));
      return { previous };
    },
    onError: (_error, _mark, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.kitchen, context.previous);
    },
    onSuccess: (ticket) => {
      const current = queryClient.getQueryData<KitchenData>(queryKeys.kitchen);
      if (current) queryClient.setQueryData(queryKeys.kitchen, withTicket(current, ticket));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.kitchen }),
  });
}
