/**
 * Printing from the board (staff): the printers' state (the alert of a printer that is off or out of
 * paper, polled), a reprint, and the printable tickets of the browser printers.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import * as endpoints from '@core/contracts/printing';
import { call } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';

/** The alert shows within this long of a failed print (the print queue retries on its own). */
const PRINTER_STATUS_POLL_MS = 10_000;

export function usePrinterStatus() {
  return useQuery({
    queryKey: queryKeys.printing.status,
    queryFn: ({ signal }) => call(endpoints.getPrinterStatus, { signal }),
    refetchInterval: PRINTER_STATUS_POLL_MS,
  });
}

export function useReprint() {
  return useMutation({
    // One id per click: the server prints a request once even if it is sent again.
    mutationFn: ({ orderId }: { orderId: string }) => call(endpoints.reprintOrder, { params: { id: orderId }, body: { demande_id: crypto.randomUUID() } }),
  });
}

export function useOrderTickets(orderId: string) {
  return useQuery({
    queryKey: queryKeys.printing.tickets(orderId),
    queryFn: ({ signal }) => call(endpoints.getOrderTickets, { params: { id: orderId }, signal }),
  });
}
