/**
 * Follows a live stream of the endpoint table: `subscribe(orderEvents, { handlers: { order: (event) => … } })`.
 * The URL comes from the endpoint's path, each handler gets its event's payload typed from the schema the
 * endpoint declares (`events`), and the reconnection is here, once, for every stream of the app:
 * - read with fetch rather than EventSource, so a call carries the headers every API call does (the guest
 *   session) and the same cookies (same origin);
 * - a dropped stream comes back after `reconnectMs` (3 s, EventSource's usual wait) or what the server's `retry:`
 *   asks (1 s when an instance stops), sending the last id it saw as Last-Event-ID, so the server replays what
 *   was missed; offline (navigator.onLine false) it waits for the network and reconnects as soon as it is back;
 * - a refusal (4xx: signed out, not found) ends it, as EventSource does.
 * With the full contract (a back-office chunk, which loads zod anyway) each payload is checked against its schema
 * and one that drifts is dropped and logged; with an endpoint named by the entry chunk (`endpointOf`, no zod) the
 * payload is trusted as typed.
 */
import { endpointUrl, type StreamEndpoint, type StreamEvents } from '@core/contracts/endpoint';
import { logger } from './logger';

type Handlers<E extends StreamEndpoint> = { [K in keyof StreamEvents<E>]?: (data: StreamEvents<E>[K]) => void };

export interface SubscribeOptions<E extends StreamEndpoint> {
  /** The path's parameters (`{ numero }`). */
  params?: Record<string, string | number>;
  /** Headers sent with each connection, read again at each reconnection. */
  headers?: () => Record<string, string>;
  /** The wait before reconnecting, unless the server's `retry:` sets another. */
  reconnectMs?: number;
  handlers: Handlers<E>;
}

const RECONNECT_MS = 3000;

/** Opens the stream at once; returns what closes it for good. */
export function subscribe<E extends StreamEndpoint>(endpoint: E, { params, headers, reconnectMs = RECONNECT_MS, handlers }: SubscribeOptions<E>): () => void {
  if (typeof fetch === 'undefined' || typeof TextDecoderStream === 'undefined') return () => {};
  const url = endpointUrl(endpoint, params);
  const schemas: Partial<Record<string, { safeParse(data: unknown): { success: boolean; data?: unknown } }>> | undefined = endpoint.events;
  const controller = new AbortController();
  let lastEventId: string | null = null;
  let delay = reconnectMs;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const dispatch = (event: string, data: string) => {
    const handler = (handlers as Record<string, ((payload: unknown) => void) | undefined>)[event];
    if (!handler) return;
    let payload: unknown;
    try {
      payload = JSON.parse(data);
    } catch {
      logger.warn('Flux en direct : message illisible', { category: 'live', data: { url, event } });
      return;
    }
    const schema = schemas?.[event];
    if (schema) {
      const parsed = schema.safeParse(payload);
      if (!parsed.success) {
        logger.warn('Flux en direct : message hors contrat', { category: 'live', data: { url, event } });
        return;
      }
      payload = parsed.data;
    }
    handler(payload);
  };

  /** One message of the stream (lines up to a blank one), as the EventSource specification reads it. */
  const read = (block: string) => {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
      else if (field === 'id' && !value.includes('\0')) lastEventId = value;
      else if (field === 'retry' && /^\d+$/.test(value)) delay = Number(value);
    }
    if (data.length) dispatch(event, data.join('\n'));
  };

  const listen = async () => {
    try {
      const response = await fetch(url, {
        headers: { accept: 'text/event-stream', ...headers?.(), ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
        cache: 'no-store',
        signal: controller.signal,
      });
      if (response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429) return;
      if (response.ok && response.body) {
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buffer += value;
          for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
            read(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
          }
        }
      }
    } catch {
      // Dropped, refused by the network or closed: come back below unless closed for good.
    }
    if (controller.signal.aborted) return;
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      window.addEventListener('online', () => void listen(), { once: true, signal: controller.signal });
    } else {
      timer = setTimeout(() => void listen(), delay);
    }
  };

  void listen();
  return () => {
    controller.abort();
    clearTimeout(timer);
  };
}
