/**
 * Keeps a signed-in customer's pages current without a reload: their own stream
 * (GET /api/me/events) says when one of their orders changed (`order`), or their points or vouchers without an
 * order (`account`: an admin's adjustment, a voucher bought in another tab), on any instance, and what depends
 * on it is read again — the session with its points (the header's popover), the loyalty tabs and vouchers, the
 * current order and the orders list. subscribe reconnects and sends Last-Event-ID, so a change made meanwhile
 * is replayed.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type * as orders from '@core/contracts/orders';
import { endpointOf } from './call';
import { queryKeys } from './query-keys';
import { useSession } from './session';
import { subscribe } from './subscribe';

const myEvents = endpointOf<typeof orders.streamMyEvents>({ method: 'GET', path: '/api/me/events' });

export function useCustomerLive(): void {
  const queryClient = useQueryClient();
  const { me } = useSession();
  const customerId = me?.userType !== 'admin_user' ? (me?.customer?.id ?? null) : null;
  useEffect(() => {
    if (customerId === null) return;
    return subscribe(myEvents, {
      handlers: {
        // ['me'] covers the session, the addresses and loyalty; ['orders'] every order query.
        order: () => {
          void queryClient.invalidateQueries({ queryKey: queryKeys.me });
          void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
        },
        account: () => void queryClient.invalidateQueries({ queryKey: queryKeys.me }),
      },
    });
  }, [customerId, queryClient]);
}
