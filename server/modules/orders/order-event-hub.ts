/**
 * One LISTEN order_events (and one LISTEN account_events, for the customers' own streams) per server instance,
 * fanned out in memory to the open server-sent-event streams (tracking pages by number, the staff board, a
 * customer's own). Streams get a comment heartbeat every 25 s (proxies drop silent connections) and are ended
 * when the app closes.
 */
import type { FastifyReply } from 'fastify';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { StreamEndpoint } from '@core/contracts/endpoint';
import type { Database, DbOrTx, Unlisten } from '../../db/client';
import { ACCOUNT_EVENTS_CHANNEL, parseAccountEvent, type AccountEvent } from '../../lib/account-events';
import { latestStreamEventId, streamEventsAfter } from '../../lib/stream-events';
import { ORDER_EVENTS_CHANNEL, parseOrderEvent, type OrderEvent } from './order-events';

const SSE_HEARTBEAT_MS = 25_000;

type Events = StreamEndpoint['events'];

/**
 * Writes one event of the stream's endpoint, its payload typed from the endpoint's schema for that event name;
 * with an id, a message whose id is not past the last one sent is dropped (no duplicate).
 */
type StreamSend<V extends Events> = <K extends keyof V & string>(event: K, data: z.input<V[K]>, id?: number) => void;
/** Writes only an id: a cursor the browser keeps as its Last-Event-ID (no event), so a stream that received nothing yet still resumes from where it started. */
type StreamCursor = (id: number) => void;

export interface StreamSetup<V extends Events = Events> {
  /** Subscribes to the live events; returns the unsubscribe, called when the client leaves or the app closes. */
  subscribe(send: StreamSend<V>): () => void;
  /**
   * What the client gets first (the current state, or the events missed since its Last-Event-ID), sent
   * before any live event: those arriving meanwhile are held, then sent unless already replayed.
   */
  start?(send: StreamSend<V>, cursor: StreamCursor): Promise<void>;
}

/** The recorded events a stream can replay, by kind (stream-events.ts). */
interface RecordedEvents {
  order: OrderEvent;
  account: AccountEvent;
}

/** How each kind of recorded event a stream carries is sent (its view of the event); the kinds not named are not replayed. */
export type StreamViews<V extends Events> = { [K in keyof RecordedEvents & keyof V]?: (event: RecordedEvents[K]) => z.input<V[K]> };

/**
 * The first messages of a stream of recorded events (the board's, a customer's): a new stream gets the cursor of
 * now (an id without an event, so it has a Last-Event-ID before its first event); a reconnection gets the events
 * it missed since its Last-Event-ID (of the kinds `views` names, those `where` keeps, in their order), from the
 * database, whichever instance recorded them. `E`, the stream's endpoint, types the views.
 */
export function resumeStream<E extends StreamEndpoint, V extends Events = E['events']>(
  db: DbOrTx,
  lastEventId: number | null,
  views: StreamViews<V>,
  where?: SQL,
): NonNullable<StreamSetup<V>['start']> {
  const kinds = Object.keys(views) as (keyof RecordedEvents)[];
  return async (send, cursor) => {
    if (lastEventId === null) {
      const latest = await latestStreamEventId(db, kinds);
      if (latest) cursor(latest);
      return;
    }
    for (const event of await streamEventsAfter<OrderEvent | AccountEvent>(db, kinds, lastEventId, where)) {
      const kind = event.kind as keyof RecordedEvents & keyof V & string;
      const view = views[kind] as (data: OrderEvent | AccountEvent) => z.input<V[typeof kind]>;
      send(kind, view(event.data), event.id);
    }
  };
}

export interface OrderEventHub {
  subscribe(listener: (event: OrderEvent) => void): () => void;
  /** A customer's points or vouchers changed without an order (lib/account-events.ts). */
  subscribeAccounts(listener: (event: AccountEvent) => void): () => void;
  /** Answers with the event stream of `endpoint` (see StreamSetup), its events typed from the endpoint's schemas. */
  stream<E extends StreamEndpoint>(reply: FastifyReply, endpoint: E, setup: StreamSetup<E['events']>): void;
  /** Subscribers right now (one per open stream and kind it carries, plus the worker's). */
  listenerCount(): number;
  /** Open event streams right now. */
  streamCount(): number;
  /**
   * Ends every open stream (before the server closes: it would wait for them forever), telling the
   * clients to come back in a second (`retry:`): EventSource reconnects, to another instance if this one is gone.
   * A stream asked for afterwards (a request already in flight, or on a kept-alive connection) gets the
   * same `retry:` at once instead of holding the stopping server open until its shutdown deadline. Either way
   * the connection closes with the stream: a kept-alive one would bring the reconnection back to this instance.
   */
  endStreams(): void;
  close(): Promise<void>;
}

/** A reconnecting EventSource waits this long (the `retry:` sent when the server ends its streams). */
const SSE_RETRY_MS = 1000;

export async function createOrderEventHub(
  database: Database,
  { onStreamsChanged = () => {} }: { onStreamsChanged?: (open: number) => void } = {},
): Promise<OrderEventHub> {
  const listeners = new Set<(event: OrderEvent) => void>();
  const accountListeners = new Set<(event: AccountEvent) => void>();
  const open = new Set<(retry?: boolean) => void>();
  let stopping = false;
  const unlisten: Unlisten = await database.listen(ORDER_EVENTS_CHANNEL, (payload) => {
    const event = parseOrderEvent(payload);
    if (event) for (const listener of listeners) listener(event);
  });
  const unlistenAccounts: Unlisten = await database.listen(ACCOUNT_EVENTS_CHANNEL, (payload) => {
    const event = parseAccountEvent(payload);
    if (event) for (const listener of accountListeners) listener(event);
  });

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    subscribeAccounts(listener) {
      accountListeners.add(listener);
      return () => void accountListeners.delete(listener);
    },
    stream(reply, _endpoint, { subscribe, start }) {
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        // A stream asked for while stopping is answered on a connection that closes after it (see endStreams).
        connection: stopping ? 'close' : 'keep-alive',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      if (stopping) {
        raw.end(`retry: ${SSE_RETRY_MS}\n\n`);
        return;
      }
      raw.write(': connecté\n\n');
      let ended = false;
      let lastId = 0;
      // The cursor moves nothing here: an event held meanwhile, even one at or before it, is still sent.
      const cursor: StreamCursor = (id) => void (ended || raw.write(`id: ${id}\n\n`));
      const send: StreamSend<Events> = (event, data, id) => {
        if (ended) return;
        if (id !== undefined) {
          if (id <= lastId) return;
          lastId = id;
        }
        raw.write(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      };
      let held: [string, unknown, number | undefined][] | null = start ? [] : null;
      const teardown = subscribe((event, data, id) => void (held ? held.push([event, data, id]) : send(event, data, id)));
      const heartbeat = setInterval(() => raw.write(': ping\n\n'), SSE_HEARTBEAT_MS);
      const end = (retry = false) => {
        if (!open.delete(end)) return;
        ended = true;
        clearInterval(heartbeat);
        teardown();
        if (retry) raw.write(`retry: ${SSE_RETRY_MS}\n\n`);
        const socket = raw.socket;
        raw.end();
        // Sent back to reconnect elsewhere: the kept-alive connection closes too, or EventSource would come back
        // on it every second and hold the stopping server open until its deadline.
        if (retry) socket?.end();
        onStreamsChanged(open.size);
      };
      open.add(end);
      onStreamsChanged(open.size);
      // The response's 'close' fires when the client goes away (the request's may fire once it is read).
      raw.on('close', () => end());
      if (start) {
        start(send, cursor).then(
          () => {
            const waiting = held ?? [];
            held = null;
            for (const message of waiting) send(...message);
          },
          (err: unknown) => {
            reply.log.error({ err }, 'event stream: first messages failed');
            end(true);
          },
        );
      }
    },
    listenerCount: () => listeners.size + accountListeners.size,
    streamCount: () => open.size,
    endStreams() {
      stopping = true;
      for (const end of [...open]) end(true);
    },
    async close() {
      stopping = true;
      for (const end of [...open]) end(true);
      listeners.clear();
      accountListeners.clear();
      await Promise.all([unlisten(), unlistenAccounts()]);
    },
  };
}
