/** subscribe(endpoint, handlers): typed payloads checked against the contract, reconnection with Last-Event-ID, offline. */
import { describe, expect, it, vi } from 'vitest';
import { orderEvents } from '@core/contracts/admin-orders';
import type * as orders from '@core/contracts/orders';
import { streamOrderByNumber } from '@core/contracts/orders';
import type { AdminOrderEvent } from '@core/schemas/live-events';
import { endpointOf } from './call';
import { subscribe } from './subscribe';

interface Sent {
  url: string;
  headers: Record<string, string>;
}

/** A fetch answering each connection, in turn, with one of `bodies` (a stream's text, or a status), then hanging. */
function stubStreams(...answers: (string | number)[]) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      sent.push({ url, headers: init.headers as Record<string, string> });
      const answer = answers.shift();
      if (answer === undefined) return new Promise<Response>(() => {});
      if (typeof answer === 'number') return Promise.resolve(new Response(null, { status: answer }));
      return Promise.resolve(new Response(answer, { headers: { 'content-type': 'text/event-stream' } }));
    }),
  );
  return sent;
}

const board: AdminOrderEvent = { id: 'o-1', numero_commande: 'SK-1', statut_commande: 'Recu', payment_status: 'non_requis', created: true };

describe('subscribe', () => {
  it("hands each event's payload to its handler, parsed by the contract's schema; a payload that drifts is dropped", async () => {
    stubStreams(
      [
        ': connecté',
        '',
        'id: 7',
        'event: order',
        `data: ${JSON.stringify(board)}`,
        '',
        'event: order',
        `data: ${JSON.stringify({ ...board, id: 'o-2', statut_commande: 'Perdu' })}`,
        '',
        'event: order',
        'data: {pas du json',
        '',
        'event: order',
        `data: ${JSON.stringify({ ...board, id: 'o-3' })}`,
        '',
        '',
      ].join('\n'),
    );
    const seen: AdminOrderEvent[] = [];
    const close = subscribe(orderEvents, { handlers: { order: (event) => seen.push(event) } });
    await vi.waitFor(() => expect(seen).toHaveLength(2), { timeout: 5_000 });
    expect(seen).toEqual([board, { ...board, id: 'o-3' }]);
    close();
  });

  it('fills the path from the parameters and sends the headers asked for', async () => {
    const sent = stubStreams();
    const close = subscribe(streamOrderByNumber, { params: { numero: 'SK 1' }, headers: () => ({ 'x-guest-session': 'g-1' }), handlers: {} });
    await vi.waitFor(() => expect(sent).toHaveLength(1), { timeout: 5_000 });
    expect(sent[0]!.url).toBe('/api/orders/by-number/SK%201/events');
    expect(sent[0]!.headers).toMatchObject({ accept: 'text/event-stream', 'x-guest-session': 'g-1' });
    expect(sent[0]!.headers['last-event-id']).toBeUndefined();
    close();
  });

  it("reconnects after the stream drops, as the server's retry: asks, with the last id seen as Last-Event-ID", async () => {
    vi.useFakeTimers();
    // An id alone (the cursor of a new stream) moves Last-Event-ID without an event.
    const sent = stubStreams('id: 41\n\nretry: 1000\n\n', 503);
    const account = vi.fn();
    const close = subscribe(endpointOf<typeof orders.streamMyEvents>({ method: 'GET', path: '/api/me/events' }), { handlers: { account } });
    await vi.waitFor(() => expect(sent).toHaveLength(1), { timeout: 5_000 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.headers['last-event-id']).toBe('41');
    // A 503 (a stopping instance) is tried again too.
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(3);
    expect(account).not.toHaveBeenCalled();
    close();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toHaveLength(3);
  });

  it('stops on a refusal (signed out), as EventSource does', async () => {
    vi.useFakeTimers();
    const sent = stubStreams(401);
    const close = subscribe(orderEvents, { handlers: {} });
    await vi.waitFor(() => expect(sent).toHaveLength(1), { timeout: 5_000 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(1);
    close();
  });

  it('offline, waits for the network and reconnects as soon as it is back', async () => {
    vi.useFakeTimers();
    const sent = stubStreams('', '');
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const close = subscribe(orderEvents, { handlers: {} });
    await vi.waitFor(() => expect(sent).toHaveLength(1), { timeout: 5_000 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(1);
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(sent).toHaveLength(2), { timeout: 5_000 });
    close();
  });
});
