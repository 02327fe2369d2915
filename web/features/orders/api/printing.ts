/**
 * Printing from the board (staff): the printers' state (the alert of a printer that is off or out of
 * paper, polled), a reprint, and the printable tickets of the browser printers.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { TicketsView } from '@core/print/ticket';
import type { PrintersStatusView, ReprintAnswer } from '@core/schemas/printers';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The alert shows within this long of a failed print (the print queue retries on its own). */
export const PRINTER_STATUS_POLL_MS = 10_000;

export function usePrinterStatus() {
  return useQuery({
    queryKey: queryKeys.printing.status,
    queryFn: ({ signal }) => api.get<PrintersStatusView>('/api/admin/printers/status', { signal }),
    refetchInterval: PRINTER_STATUS_POLL_MS,
  });
}

export function useReprint() {
  return useMutation({
    // One id per click: the server prints a request once even if it is sent again.
    mutationFn: ({ orderId }: { orderId: string }) =>
      api.post<ReprintAnswer>(`/api/admin/orders/${encodeURIComponent(orderId)}/print`, { demande_id: crypto.randomUUID() }),
  });
}

export function useOrderTickets(orderId: string) {
  return useQuery({
    queryKey: queryKeys.printing.tickets(orderId),
    queryFn: ({ signal }) => api.get<TicketsView>(`/api/admin/orders/${encodeURIComponent(orderId)}/ticket`, { signal }),
  });
}
