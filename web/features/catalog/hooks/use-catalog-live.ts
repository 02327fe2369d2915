/**
 * Keeps the shop's catalogue fresh while the page is open: the server's catalogue stream says when staff changed
 * the menu, and the catalogue query is refetched at once, without a reload. subscribe sends
 * x-guest-session like every API call, reconnects 5 s after the stream drops with the last event id it saw
 * (Last-Event-ID): the server then says at once whether the menu changed meanwhile.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type * as catalog from '@core/contracts/catalog';
import { endpointOf } from '../../../lib/call';
import { getGuestSessionId } from '../../../lib/guest-session';
import { subscribe } from '../../../lib/subscribe';
import { catalogQueryKey } from '../api/get-catalog';

const RECONNECT_MS = 5000;
const catalogEvents = endpointOf<typeof catalog.streamCatalogEvents>({ method: 'GET', path: '/api/catalog/events' });

export function useCatalogLive(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let close = () => {};
    const start = () => {
      close = subscribe(catalogEvents, {
        headers: () => ({ 'x-guest-session': getGuestSessionId() }),
        reconnectMs: RECONNECT_MS,
        handlers: { catalog: () => void queryClient.invalidateQueries({ queryKey: catalogQueryKey }) },
      });
    };
    // Opened once the page has loaded: the first paint of the menu comes from the inlined catalogue and
    // never waits on, or competes with, this stream.
    const loaded = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (document.readyState === 'complete') timer = setTimeout(start, 0);
    else window.addEventListener('load', start, { once: true, signal: loaded.signal });
    return () => {
      loaded.abort();
      clearTimeout(timer);
      close();
    };
  }, [queryClient]);
}
