/**
 * Keeps the customer's data current in every open tab of the shop. After a change made in this tab (an
 * order placed), refreshCustomerData refetches the session (its order count feeds the header popover)
 * and the orders, here and, through a BroadcastChannel, in the other tabs of the same browser.
 */
import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

const CHANNEL = 'sushi-shop';
const CUSTOMER_DATA_CHANGED = 'customer-data-changed';

function invalidateCustomerData(queryClient: QueryClient): Promise<void> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.me }), queryClient.invalidateQueries({ queryKey: queryKeys.orders.all })]).then(
    () => undefined,
  );
}

/** Refetches the customer's data in this tab and tells the other tabs to do the same. */
export function refreshCustomerData(queryClient: QueryClient): Promise<void> {
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(CHANNEL);
    channel.postMessage(CUSTOMER_DATA_CHANGED);
    channel.close();
  }
  return invalidateCustomerData(queryClient);
}

/** Listens for the other tabs' changes (mounted once, by the app's providers). */
export function useTabSync(queryClient: QueryClient): void {
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent) => {
      if (event.data === CUSTOMER_DATA_CHANGED) void invalidateCustomerData(queryClient);
    };
    return () => channel.close();
  }, [queryClient]);
}
