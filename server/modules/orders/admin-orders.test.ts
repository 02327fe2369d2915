import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { notificationOutbox, orderStatusHistory, orders } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { signInAs, type SignedIn } from '../../test/auth';
import { deliveryBody, menuFixture, openAllDay, openEventStream, pickupBody, postOrder, type MenuFixture } from '../../test/orders';

let t: TestApp;
/** A second server instance on the same database, as behind a load balancer. */
let second: FastifyInstance;
let secondUrl: string;
let menu: MenuFixture;
let staff: SignedIn;
let client: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  second = await buildApp({ config: t.config, database: t.database, logger: false, notificationWorker: false });
  secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
  await openAllDay(t.database.db);
  menu = await menuFixture(t.database.db);
  staff = await signInAs(t.app, { role: 'operator' });
  client = await signInAs(t.app, { withCustomer: { prenom: 'Yasmine', nom: 'Trabelsi', telephone: '98765432' } });
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const patchStatus = (id: string, statut: string, who: SignedIn = staff) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${id}/status`, headers: who.headers, payload: { statut_commande: statut } });
const board = (query = '', who: SignedIn = staff) => t.app.inject({ method: 'GET', url: `/api/admin/orders${query}`, headers: who.headers });

describe('staff order board', () => {
  it('is for staff only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/orders' })).statusCode).toBe(401);
    expect((await board('', client)).statusCode).toBe(403);
    const { order } = (await postOrder(t.app, client, pickupBody(menu))).json();
    expect((await patchStatus(order.id, 'En_preparation', client)).statusCode).toBe(403);
  });

  it('lists orders with filters by status and day, and searches number, name and phone', async () => {
    const { order } = (await postOrder(t.app, client, pickupBody(menu))).json();
    const all = (await board()).json().orders as { id: string; customer: unknown }[];
    expect(all.find((o) => o.id === order.id)?.customer).toEqual({ nom: 'Trabelsi', prenom: 'Yasmine', telephone: '98765432', email: client.email });
    const ids = async (query: string) => ((await board(query)).json().orders as { id: string }[]).map((o) => o.id);
    expect(await ids(`?q=${order.numero_commande.slice(3, 9)}`)).toContain(order.id);
    expect(await ids('?q=trabel')).toContain(order.id);
    expect(await ids('?q=Yasmine%20Trabelsi')).toContain(order.id);
    expect(await ids('?q=765 43')).toContain(order.id);
    expect(await ids('?q=personne')).toEqual([]);
    expect(await ids('?statut=Recu')).toContain(order.id);
    expect(await ids('?statut=Livre')).not.toContain(order.id);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Tunis' }).format(new Date());
    expect(await ids(`?date=${today}`)).toContain(order.id);
    expect(await ids('?date=2020-01-01')).toEqual([]);
    const bad = await board('?statut=Perdu');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Statut de commande invalide');
  });

  it('moves an order along the allowed transitions, records who did it, and e-mails the customer at Prête, En livraison and Livrée (with the rating link)', async () => {
    const quantity = Math.ceil(menu.zone.minimum_commande / menu.product.prix);
    const { order } = (await postOrder(t.app, client, deliveryBody(menu, { items: [{ product_id: menu.product.id, quantity }] }))).json();
    const jump = await patchStatus(order.id, 'Livre');
    expect(jump.statusCode).toBe(422);
    expect(jump.json().error.message).toBe('Impossible de passer une commande de « Reçue » à « Livrée »');
    for (const statut of ['En_preparation', 'Pret', 'En_livraison', 'Livre']) {
      const res = await patchStatus(order.id, statut);
      expect(res.statusCode).toBe(200);
      expect(res.json().order.statut_commande).toBe(statut);
    }
    const history = await t.database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.order_id, order.id));
    expect(history.map((h) => h.statut)).toEqual(['Recu', 'En_preparation', 'Pret', 'En_livraison', 'Livre']);
    expect(history.slice(1).every((h) => h.changed_by === staff.userId)).toBe(true);
    const mails = await t.database.db
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.order_id, order.id), eq(notificationOutbox.type, 'email')));
    expect(mails.map((m) => m.subject)).toEqual([
      `Confirmation de votre commande ${order.numero_commande}`,
      `Votre commande ${order.numero_commande} est prête`,
      `Votre commande ${order.numero_commande} est en route`,
      `Votre commande ${order.numero_commande} est livrée`,
    ]);
    expect(mails[3]!.content).toContain(`/order-tracking/${order.numero_commande}?avis=1`);
    const after = await patchStatus(order.id, 'Annule');
    expect(after.statusCode).toBe(422);
  });

  it('never sends a pickup order out for delivery', async () => {
    const { order } = (await postOrder(t.app, client, pickupBody(menu))).json();
    await patchStatus(order.id, 'En_preparation');
    await patchStatus(order.id, 'Pret');
    const res = await patchStatus(order.id, 'En_livraison');
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('Le statut « En livraison » ne concerne que les commandes en livraison');
    expect((await patchStatus(order.id, 'Livre')).statusCode).toBe(200);
    expect((await patchStatus('00000000-0000-4000-8000-000000000000', 'Pret')).statusCode).toBe(404);
    const invalid = await patchStatus(order.id, 'Perdu');
    expect(invalid.statusCode).toBe(400);
  });
});

describe('live updates across instances (LISTEN/NOTIFY)', () => {
  it('pushes a status change made on one instance to a tracking stream served by another', async () => {
    const { order } = (await postOrder(t.app, client, pickupBody(menu))).json();
    const stream = await openEventStream(`${secondUrl}/api/orders/by-number/${order.numero_commande}/events`);
    try {
      expect(await stream.next()).toMatchObject({ event: 'order', data: { statut_commande: 'Recu', payment_status: 'non_requis' } });
      await patchStatus(order.id, 'En_preparation');
      expect(await stream.next()).toMatchObject({ event: 'order', data: { statut_commande: 'En_preparation' } });
      // Another order's change is not sent on this stream.
      const { order: unrelated } = (await postOrder(t.app, client, pickupBody(menu))).json();
      await patchStatus(unrelated.id, 'En_preparation');
      await patchStatus(order.id, 'Pret');
      expect(await stream.next()).toMatchObject({ data: { statut_commande: 'Pret' } });
    } finally {
      stream.close();
    }
  });

  it('tells the staff board of new and changed orders, and refuses the board stream to clients', async () => {
    const refused = await fetch(`${secondUrl}/api/admin/orders/events`, { headers: { cookie: client.headers.cookie } });
    expect(refused.status).toBe(403);
    const stream = await openEventStream(`${secondUrl}/api/admin/orders/events`, { cookie: staff.headers.cookie });
    try {
      const { order } = (await postOrder(t.app, client, pickupBody(menu))).json();
      expect(await stream.next()).toEqual({
        event: 'order',
        data: { id: order.id, numero_commande: order.numero_commande, statut_commande: 'Recu', payment_status: 'non_requis', created: true },
        id: expect.stringMatching(/^\d+$/),
      });
      await patchStatus(order.id, 'En_preparation');
      expect(await stream.next()).toMatchObject({ data: { id: order.id, statut_commande: 'En_preparation', created: false } });
    } finally {
      stream.close();
    }
  });

  it("streams a customer's own order changes to them alone (GET /api/me/events), and replays what a reconnection missed", async () => {
    const other = await signInAs(t.app, { withCustomer: { prenom: 'Karim', nom: 'Jaziri', telephone: '22334455' } });
    expect((await fetch(`${secondUrl}/api/me/events`)).status).toBe(401);
    const staffOnly = await fetch(`${secondUrl}/api/me/events`, { headers: { cookie: staff.headers.cookie } });
    expect(staffOnly.status).toBe(403);
    await staffOnly.body?.cancel();
    const stream = await openEventStream(`${secondUrl}/api/me/events`, { cookie: client.headers.cookie });
    let lastId: string | undefined;
    try {
      const { order: theirs } = (await postOrder(t.app, other, pickupBody(menu))).json();
      const { order: mine } = (await postOrder(t.app, client, pickupBody(menu))).json();
      await patchStatus(theirs.id, 'En_preparation');
      await patchStatus(mine.id, 'En_preparation');
      const first = await stream.next();
      expect(first).toMatchObject({ event: 'order', data: { id: mine.id, statut_commande: 'Recu' } });
      // Nothing of the other customer's orders, and no personal data in the event.
      expect(Object.keys(first.data).sort()).toEqual(['id', 'numero_commande', 'payment_status', 'statut_commande']);
      const changed = await stream.next();
      expect(changed).toMatchObject({ data: { id: mine.id, statut_commande: 'En_preparation' } });
      lastId = changed.id;
    } finally {
      stream.close();
    }
    // Missed while away, then asked for again with the last id it had.
    const { order: later } = (await postOrder(t.app, client, pickupBody(menu))).json();
    const again = await openEventStream(`${secondUrl}/api/me/events`, { cookie: client.headers.cookie, 'last-event-id': lastId! });
    try {
      expect(await again.next()).toMatchObject({ data: { id: later.id, statut_commande: 'Recu' } });
    } finally {
      again.close();
    }
  });

  it("streams a customer's points and vouchers changed without an order (an admin's adjustment, a voucher bought with points) to them alone, and replays them", async () => {
    const admin = await signInAs(t.app, { role: 'admin' });
    const other = await signInAs(t.app, { withCustomer: { prenom: 'Sami', nom: 'Ben Ali', telephone: '22556677' } });
    const adjust = (who: SignedIn, points: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/loyalty/customers/${who.customerId}/adjustments`,
        headers: admin.headers,
        payload: { points, reason: 'Geste commercial' },
      });
    const stream = await openEventStream(`${secondUrl}/api/me/events`, { cookie: client.headers.cookie });
    let lastId: string | undefined;
    try {
      expect((await adjust(other, 50)).statusCode).toBe(200);
      const { order: placed } = (await postOrder(t.app, client, pickupBody(menu))).json();
      // The other customer's adjustment, made first, is not in this stream: the order comes first.
      expect(await stream.next()).toMatchObject({ event: 'order', data: { id: placed.id } });
      expect((await adjust(client, 500)).statusCode).toBe(200);
      const adjusted = await stream.next();
      // The event says only that the account changed: the page reads it again.
      expect(adjusted).toEqual({ event: 'account', data: {}, id: expect.stringMatching(/^\d+$/) });
      const exchange = await t.app.inject({ method: 'POST', url: '/api/me/vouchers/exchange', headers: client.headers, payload: { points: 200 } });
      expect(exchange.statusCode, exchange.body).toBe(200);
      const bought = await stream.next();
      expect(bought).toMatchObject({ event: 'account', data: {} });
      expect(Number(bought.id)).toBeGreaterThan(Number(adjusted.id));
      lastId = bought.id;
    } finally {
      stream.close();
    }
    // Missed while away: an order's change and an adjustment, replayed in their order.
    const { order } = (await postOrder(t.app, client, pickupBody(menu))).json();
    expect((await adjust(client, -10)).statusCode).toBe(200);
    const again = await openEventStream(`${secondUrl}/api/me/events`, { cookie: client.headers.cookie, 'last-event-id': lastId! });
    try {
      expect(await again.next()).toMatchObject({ event: 'order', data: { id: order.id } });
      expect(await again.next()).toMatchObject({ event: 'account', data: {} });
    } finally {
      again.close();
    }
  });

  it('gives a new board the cursor of now, so a reconnection before its first event still misses nothing', async () => {
    // The order's NOTIFY reaches the second instance on its own connection: the stream opens once it has, or the
    // event could arrive after the stream's cursor and be sent live (as it should be), which is not what this checks.
    const reached = new Set<string>();
    const stop = second.orderEvents.subscribe((event) => reached.add(event.id));
    const { order: before } = (await postOrder(t.app, client, pickupBody(menu))).json();
    await expect.poll(() => reached.has(before.id), { timeout: 10_000 }).toBe(true);
    stop();
    const controller = new AbortController();
    const response = await fetch(`${secondUrl}/api/admin/orders/events`, { headers: { cookie: staff.headers.cookie }, signal: controller.signal });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!/^id: \d+$/m.test(text)) text += (await reader.read()).value ?? '';
    controller.abort();
    const cursor = /^id: (\d+)$/m.exec(text)![1]!;
    // No event was sent: only the id line (EventSource keeps it as its Last-Event-ID).
    expect(text).not.toContain('event: order');

    const { order } = (await postOrder(t.app, client, pickupBody(menu))).json();
    const again = await openEventStream(`${secondUrl}/api/admin/orders/events`, { cookie: staff.headers.cookie, 'last-event-id': cursor });
    try {
      expect(await again.next()).toMatchObject({ data: { id: order.id, created: true } });
    } finally {
      again.close();
    }
  });

  it('lets go of a stream when its client leaves', async () => {
    // The streams of the tests above were closed by their clients: the instance let go of them all.
    await expect.poll(() => second.orderEvents.listenerCount(), { timeout: 5000 }).toBe(0);
    const before = 0;
    const { order } = (await postOrder(t.app, client, pickupBody(menu))).json();
    const stream = await openEventStream(`${secondUrl}/api/orders/by-number/${order.numero_commande}/events`);
    await stream.next();
    expect(second.orderEvents.listenerCount()).toBe(before + 1);
    stream.close();
    await expect.poll(() => second.orderEvents.listenerCount(), { timeout: 5000 }).toBe(before);
  });

  it('answers 404 for the stream of an unknown number', async () => {
    expect((await fetch(`${secondUrl}/api/orders/by-number/SK-00000-00000/events`)).status).toBe(404);
    expect((await t.database.db.select().from(orders).where(eq(orders.numero_commande, 'SK-00000-00000'))).length).toBe(0);
  });
});
