/**
 * Keeps the kitchen display current: the board's live stream (orderEvents) refreshes the tickets on every new
 * or changed order (a line ticked on another screen, an order accepted on the board), and a clock ticks every
 * 15 s so the ages move on, counted from the server's time.
 */
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { orderEvents } from '@core/contracts/admin-orders';
import { queryKeys } from '../../../lib/query-keys';
import { subscribe } from '../../../lib/subscribe';

export function useKitchenLive() {
  const queryClient = useQueryClient();
  useEffect(() => subscribe(orderEvents, { handlers: { order: () => void queryClient.invalidateQueries({ queryKey: queryKeys.kitchen }) } }), [queryClient]);
}

/** This tablet's time, moved on every `everyMs`. */
export function useNow(everyMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
