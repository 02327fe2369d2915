/** The stream reader of the tests and the E2E runner checks each message against the payload its endpoint declares. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventStreamView } from '@core/api-views';
import { orderEvents } from '@core/contracts/admin-orders';
import { listEndpoints } from '@core/contracts/index';
import { openEventStream } from './event-stream';

const good = { id: 'o-1', numero_commande: 'SK-1', statut_commande: 'Recu', payment_status: 'non_requis', created: true };
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.write(`: connecté\n\nid: 1\nevent: order\ndata: ${JSON.stringify(good)}\n\n`);
    // The same event with a field the contract does not know in place of one it requires.
    const { created: _created, ...drifted } = good;
    response.write(`id: 2\nevent: order\ndata: ${JSON.stringify({ ...drifted, nouveau: true })}\n\n`);
    response.write(`id: 3\nevent: surprise\ndata: {}\n\n`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('openEventStream with the endpoint’s events', () => {
  it('passes a payload that follows its schema, fails one that drifts, and an event the contract does not declare', async () => {
    const stream = await openEventStream(url, { events: orderEvents.events, label: 'board' });
    try {
      expect(await stream.next()).toEqual({ event: 'order', data: good, id: '1' });
      await expect(stream.next()).rejects.toThrow(/board : « order » ne suit pas son schéma/);
      await expect(stream.next()).rejects.toThrow('évènement « surprise » absent du contrat');
    } finally {
      stream.close();
      server.closeAllConnections();
    }
  });

  it('without them, reads any payload (streams the contract does not type)', async () => {
    const stream = await openEventStream(url);
    try {
      await stream.next();
      expect((await stream.next()).data).toMatchObject({ nouveau: true });
    } finally {
      stream.close();
      server.closeAllConnections();
    }
  });
});

it('every live stream of the endpoint table declares the payloads of its events', () => {
  const streams = listEndpoints().filter(({ endpoint }) => endpoint.responses[200] === EventStreamView);
  expect(streams.map(({ name }) => name).sort()).toEqual([
    'adminOrders.orderEvents',
    'catalog.streamCatalogEvents',
    'orders.streamMyEvents',
    'orders.streamOrderByNumber',
  ]);
  for (const { endpoint } of streams) expect(Object.keys(endpoint.events ?? {}).length).toBeGreaterThan(0);
});
