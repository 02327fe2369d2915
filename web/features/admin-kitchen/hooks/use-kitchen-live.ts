/**
 * Keeps the kitchen display current: the board's live stream (GET /api/admin/orders/events) refreshes the
 * tickets on every new or changed order (a line ticked on another screen, an order accepted on the board),
 * and a clock ticks every 15 s so the ages move on, counted from the server's time.
 */
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

export function useKitchenLive() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/admin/orders/events', { withCredentials: true });
    source.addEventListener('order', () => void queryClient.invalidateQueries({ queryKey: queryKeys.kitchen }));
    return () => source.close();
  }, [queryClient]);
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
