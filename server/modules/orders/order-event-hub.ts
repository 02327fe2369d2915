/**
 * One LISTEN order_events per server instance, fanned out in memory to the open server-sent-event
 * streams (tracking pages by number, the staff board). Streams get a comment heartbeat every 25 s
 * (proxies drop silent connections) and are ended when the app closes.
 */
import type { FastifyReply } from 'fastify';
import type { Database, Unlisten } from '../../db/client';
import { ORDER_EVENTS_CHANNEL, parseOrderEvent, type OrderEvent } from './order-events';

export const SSE_HEARTBEAT_MS = 25_000;

export interface OrderEventHub {
  subscribe(listener: (event: OrderEvent) => void): () => void;
  /**
   * Answers with an event stream: `setup` gets `send` and returns its teardown (an unsubscribe), called
   * when the client leaves or the app closes.
   */
  stream(reply: FastifyReply, setup: (send: (event: string, data: unknown) => void) => () => void): void;
  /** Subscribers right now (one per open stream, plus the worker's). */
  listenerCount(): number;
  /** Ends every open stream (before the server closes: it would wait for them forever). */
  endStreams(): void;
  close(): Promise<void>;
}

export async function createOrderEventHub(database: Database): Promise<OrderEventHub> {
  const listeners = new Set<(event: OrderEvent) => void>();
  const open = new Set<() => void>();
  const unlisten: Unlisten = await database.listen(ORDER_EVENTS_CHANNEL, (payload) => {
    const event = parseOrderEvent(payload);
    if (event) for (const listener of listeners) listener(event);
  });

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    stream(reply, setup) {
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      raw.write(': connecté\n\n');
      const send = (event: string, data: unknown) => void raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      const teardown = setup(send);
      const heartbeat = setInterval(() => raw.write(': ping\n\n'), SSE_HEARTBEAT_MS);
      const end = () => {
        if (!open.delete(end)) return;
        clearInterval(heartbeat);
        teardown();
        raw.end();
      };
      open.add(end);
      // The response's 'close' fires when the client goes away (the request's may fire once it is read).
      raw.on('close', end);
    },
    listenerCount: () => listeners.size,
    endStreams() {
      for (const end of [...open]) end();
    },
    async close() {
      for (const end of [...open]) end();
      listeners.clear();
      await unlisten();
    },
  };
}
