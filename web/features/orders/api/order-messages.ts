/** GET /api/admin/orders/:id/messages: the customer's WhatsApp/SMS messages of one order (staff). */
import { useQuery } from '@tanstack/react-query';
import { listOrderMessages } from '@core/contracts/admin-orders';
import { call } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';

/** Delivery statuses arrive from the providers at any time: read again every 10 s while shown. */
const REFRESH_MS = 10_000;

export function useOrderMessages(orderId: string, statut: string) {
  return useQuery({
    // Under the board's key (refreshed with it) and keyed by the status, which queues a new message.
    queryKey: [...queryKeys.orders.adminAll, 'messages', orderId, statut],
    queryFn: ({ signal }) => call(listOrderMessages, { params: { id: orderId }, signal }),
    refetchInterval: REFRESH_MS,
  });
}
