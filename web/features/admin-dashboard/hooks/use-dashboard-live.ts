/**
 * Keeps the dashboard live on the order board's stream (GET /api/admin/orders/events): a new or changed
 * order refetches the figures, at most once per DEBOUNCE_MS however many events arrive (a rush of
 * orders must not run the aggregates for each one). Also ticks every minute for the waiting age.
 */
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

const DEBOUNCE_MS = 1_000;
const TICK_MS = 60_000;

export function useDashboardLive(): Date {
  const queryClient = useQueryClient();
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/admin/orders/events', { withCredentials: true });
    let timer: ReturnType<typeof setTimeout> | undefined;
    source.addEventListener('order', () => {
      if (timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
      }, DEBOUNCE_MS);
    });
    return () => {
      clearTimeout(timer);
      source.close();
    };
  }, [queryClient]);

  useEffect(() => {
    const tick = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(tick);
  }, []);

  return now;
}
