/**
 * Keeps the shop's catalogue fresh while the page is open: the server's /api/catalog/events stream says
 * when staff changed the menu (issue 11), and the catalogue query is refetched at once, without a reload.
 * Read with fetch rather than EventSource so the call carries x-guest-session like every API call;
 * reconnects after 5 s when the stream drops, sending the last event id it saw (Last-Event-ID, as EventSource
 * would): the server then says at once whether the menu changed meanwhile.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type * as catalog from '@core/contracts/catalog';
import { endpointUrl } from '@core/contracts/endpoint';
import { endpointOf } from '../../../lib/call';
import { getGuestSessionId } from '../../../lib/guest-session';
import { catalogQueryKey } from '../api/get-catalog';

const RECONNECT_MS = 5000;
const catalogEvents = endpointOf<typeof catalog.streamCatalogEvents>({ method: 'GET', path: '/api/catalog/events' });

export function useCatalogLive(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof TextDecoderStream === 'undefined') return;
    const controller = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    let lastEventId: string | null = null;

    async function listen() {
      try {
        const response = await fetch(endpointUrl(catalogEvents), {
          headers: {
            accept: 'text/event-stream',
            'x-guest-session': getGuestSessionId(),
            ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
          },
          signal: controller.signal,
        });
        if (response.ok && response.body) {
          const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
          let buffer = '';
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            buffer += value;
            for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
              const block = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              const lines = block.split('\n');
              lastEventId = lines.find((line) => line.startsWith('id: '))?.slice(4) ?? lastEventId;
              if (lines.includes('event: catalog')) void queryClient.invalidateQueries({ queryKey: catalogQueryKey });
            }
          }
        }
      } catch {
        // Dropped or refused: try again below unless the page left.
      }
      if (!controller.signal.aborted) retry = setTimeout(() => void listen(), RECONNECT_MS);
    }

    // Opened once the page has loaded: the first paint of the menu comes from the inlined catalogue and
    // never waits on, or competes with, this stream.
    const start = () => void listen();
    if (document.readyState === 'complete') retry = setTimeout(start, 0);
    else window.addEventListener('load', start, { once: true, signal: controller.signal });
    return () => {
      controller.abort();
      clearTimeout(retry);
    };
  }, [queryClient]);
}
