/**
 * Keeps the dashboard live on the order board's stream (orderEvents): a new or changed
 * order refetches the figures, at most once per DEBOUNCE_MS however many events arrive (a rush of
 * orders must not run the aggregates for each one). Also ticks every minute for the waiting age.
 */
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { orderEvents } from '@core/contracts/admin-orders';
import { queryKeys } from '../../../lib/query-keys';
import { subscribe } from '../../../lib/subscribe';

const DEBOUNCE_MS = 1_000;
const TICK_MS = 60_000;

export function useDashboardLive(): Date {
  const queryClient = useQueryClient();
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const close = subscribe(orderEvents, {
      handlers: {
        order: () => {
          if (timer) return;
          timer = setTimeout(() => {
            timer = undefined;
            void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
          }, DEBOUNCE_MS);
        },
      },
    });
    return () => {
      clearTimeout(timer);
      close();
    };
  }, [queryClient]);

  useEffect(() => {
    const tick = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(tick);
  }, []);

  return now;
}
