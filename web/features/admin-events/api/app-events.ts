/**
 * /api/admin/events: the last 24 h by event prefix. In live mode the list is polled every 3 s for
 * events newer than the newest shown, and they are put on top (works across server instances).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { listAppEvents } from '@core/contracts/events';
import type { AppEventView } from '@core/schemas/diagnostics';
import { APP_EVENTS_MAX } from '@core/limits';
import { call } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';

const appEventKeys = queryKeys.appEvents;

const LIVE_POLL_MS = 3000;

async function getAppEvents(prefix: string, after?: number, signal?: AbortSignal): Promise<AppEventView[]> {
  const { events } = await call(listAppEvents, { query: { prefix, after }, signal });
  return events;
}

export function useAppEvents(prefix: string) {
  return useQuery({
    queryKey: appEventKeys.list(prefix),
    queryFn: ({ signal }) => getAppEvents(prefix, undefined, signal),
  });
}

/** Live mode: appends (on top) what happened since the newest event in the cache. */
export function useLiveAppEvents(prefix: string, enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const key = appEventKeys.list(prefix);
    const timer = setInterval(async () => {
      const current = queryClient.getQueryData<AppEventView[]>(key);
      if (!current) return;
      const newest = current.reduce((max, e) => Math.max(max, e.id), 0);
      try {
        const fresh = await getAppEvents(prefix, newest);
        if (fresh.length) queryClient.setQueryData<AppEventView[]>(key, (old = []) => [...fresh, ...old].slice(0, APP_EVENTS_MAX));
      } catch {
        // the next tick retries; the table keeps what it has
      }
    }, LIVE_POLL_MS);
    return () => clearInterval(timer);
  }, [enabled, prefix, queryClient]);
}
