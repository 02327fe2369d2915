/**
 * Event ids and Last-Event-ID replay (lib/stream-events.ts): a client that lost its stream on one instance
 * and reconnects to another gets exactly the events it missed, from the database, then the live ones.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../test/app';
import { signInAs, type SignedIn } from '../../test/auth';
import { deliveryBody, menuFixture, openAllDay, openEventStream, pickupBody, postOrder, setOrderStatus, type MenuFixture } from '../../test/orders';

let t: TestApp;
let a: FastifyInstance;
let b: FastifyInstance;
let urlA: string;
let urlB: string;
let menu: MenuFixture;
let staff: SignedIn;
let client: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  // Two instances on the same database, as behind a load balancer; `t.app` only writes.
  const instance = () => buildApp({ config: t.config, database: t.database, logger: false, notificationWorker: false, imageWorker: false });
  a = await instance();
  b = await instance();
  urlA = await a.listen({ port: 0, host: '127.0.0.1' });
  urlB = await b.listen({ port: 0, host: '127.0.0.1' });
  await openAllDay(t.database.db);
  menu = await menuFixture(t.database.db);
  staff = await signInAs(t.app, { role: 'operator' });
  client = await signInAs(t.app, { withCustomer: { prenom: 'Yasmine', nom: 'Trabelsi', telephone: '98765432' } });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await t?.close();
});

async function newOrder(body = pickupBody(menu)): Promise<{ id: string; numero_commande: string }> {
  const res = await postOrder(t.app, client, body);
  expect(res.statusCode).toBe(201);
  return res.json<{ order: { id: string; numero_commande: string } }>().order;
}

async function setStatus(orderId: string, statut: string) {
  expect((await setOrderStatus(t.app, staff, orderId, statut)).statusCode).toBe(200);
}

describe('event ids and replay after a reconnection', () => {
  it('replays to a tracking stream on another instance exactly the events missed since Last-Event-ID', async () => {
    const order = await newOrder(deliveryBody(menu));
    const path = `/api/orders/by-number/${order.numero_commande}/events`;
    const first = await openEventStream(`${urlA}${path}`);
    let seen: string;
    try {
      const current = await first.next();
      expect(current).toMatchObject({ event: 'order', data: { statut_commande: 'Recu' }, id: expect.stringMatching(/^\d+$/) });
      await setStatus(order.id, 'En_preparation');
      const live = await first.next();
      expect(live.data).toMatchObject({ statut_commande: 'En_preparation' });
      expect(Number(live.id)).toBeGreaterThan(Number(current.id));
      seen = live.id!;
    } finally {
      first.close();
    }
    await setStatus(order.id, 'Pret');
    // Another order's change in between: not this stream's.
    await setStatus((await newOrder()).id, 'En_preparation');
    await setStatus(order.id, 'En_livraison');

    const again = await openEventStream(`${urlB}${path}`, { 'last-event-id': seen });
    try {
      const one = await again.next();
      const two = await again.next();
      expect([one.data.statut_commande, two.data.statut_commande]).toEqual(['Pret', 'En_livraison']);
      expect(Number(one.id)).toBeGreaterThan(Number(seen));
      expect(Number(two.id)).toBeGreaterThan(Number(one.id));
      // Then the live ones, with nothing replayed twice: the next message is a new change.
      await setStatus(order.id, 'Livre');
      const three = await again.next();
      expect(three.data.statut_commande).toBe('Livre');
      expect(Number(three.id)).toBeGreaterThan(Number(two.id));
    } finally {
      again.close();
    }
  });

  it('replays to the staff board on another instance the events of every order missed since Last-Event-ID', async () => {
    const board = await openEventStream(`${urlA}/api/admin/orders/events`, { cookie: staff.headers.cookie });
    let seen: string;
    const order = await newOrder();
    try {
      const created = await board.next();
      expect(created).toMatchObject({ data: { id: order.id, created: true } });
      seen = created.id!;
    } finally {
      board.close();
    }
    await setStatus(order.id, 'En_preparation');
    const other = await newOrder();

    const again = await openEventStream(`${urlB}/api/admin/orders/events`, { cookie: staff.headers.cookie, 'last-event-id': seen });
    try {
      const one = await again.next();
      const two = await again.next();
      expect(one.data).toMatchObject({ id: order.id, statut_commande: 'En_preparation', created: false });
      expect(two.data).toMatchObject({ id: other.id, statut_commande: 'Recu', created: true });
      await setStatus(other.id, 'En_preparation');
      const three = await again.next();
      expect(three.data).toMatchObject({ id: other.id, statut_commande: 'En_preparation' });
      expect(Number(three.id)).toBeGreaterThan(Number(two.id));
    } finally {
      again.close();
    }
  });

  it('tells a catalogue stream reconnecting on another instance that the catalogue changed meanwhile', async () => {
    const first = await openEventStream(`${urlA}/api/catalog/events`);
    let seen: string;
    try {
      await t.app.catalog.invalidate();
      const change = await first.next();
      expect(change).toMatchObject({ event: 'catalog', id: expect.stringMatching(/^\d+$/) });
      seen = change.id!;
    } finally {
      first.close();
    }
    await t.app.catalog.invalidate();
    await t.app.catalog.invalidate();
    const again = await openEventStream(`${urlB}/api/catalog/events`, { 'last-event-id': seen });
    try {
      const missed = await again.next();
      expect(missed.event).toBe('catalog');
      expect(Number(missed.id)).toBeGreaterThan(Number(seen));
    } finally {
      again.close();
    }
  });

  it('a stream asked for once its instance is stopping ends at once with a retry (it would hold the shutdown open)', async () => {
    const stopping = await buildApp({ config: t.config, database: t.database, logger: false, notificationWorker: false, imageWorker: false });
    try {
      const url = await stopping.listen({ port: 0, host: '127.0.0.1' });
      stopping.orderEvents.endStreams();
      const res = await fetch(`${url}/api/catalog/events`, { headers: { accept: 'text/event-stream' }, signal: AbortSignal.timeout(5000) });
      expect([res.status, await res.text()]).toEqual([200, 'retry: 1000\n\n']);
    } finally {
      await stopping.close();
    }
  });
});
