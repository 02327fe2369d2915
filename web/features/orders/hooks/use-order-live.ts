/**
 * Live tracking: a server-sent event stream on the order's number (fed by PostgreSQL LISTEN/NOTIFY).
 * Each event patches the status at once and refetches the full order; the 30 s poll of
 * useOrderByNumber stays as the fallback when the stream is down.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { streamOrderByNumber } from '@core/contracts/orders';
import { orderKeys, type OrderView } from '../api/order-view';
import { invalidateLoyalty } from '../../../lib/loyalty-keys';
import { subscribe } from '../../../lib/subscribe';

export function useOrderLive(numero: string | undefined, enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!numero || !enabled) return;
    const key = orderKeys.byNumber(numero);
    // subscribe reconnects by itself after an error; nothing to show, the poll covers the gap.
    return subscribe(streamOrderByNumber, {
      params: { numero },
      handlers: {
        order: (change) => {
          // cancelling is offered only while the order is Recu: an order that left it loses the button at once,
          // not when the refetch below answers
          queryClient.setQueryData<OrderView>(key, (old) => old && { ...old, ...change, can_cancel: old.can_cancel && change.statut_commande === 'Recu' });
          void queryClient.invalidateQueries({ queryKey: key });
          void invalidateLoyalty(queryClient);
          void queryClient.invalidateQueries({ queryKey: orderKeys.current });
        },
      },
    });
  }, [numero, enabled, queryClient]);
}
