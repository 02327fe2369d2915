/**
 * PostgreSQL drops every connection of the shop (pg_terminate_backend, what a
 * restart or a failover does to it) again and again during a burst of orders. The process must live, each
 * request in flight fail cleanly (503 DATABASE_UNAVAILABLE in French, never a 500), a retry with the same
 * Idempotency-Key must give one order, nothing acknowledged may be lost or doubled, the pool must recover
 * and the LISTEN behind live tracking must subscribe again.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { errorMessage } from '@core/errors/index';
import { orders } from './schema/index';
import { notifyOrderEvent } from '../modules/orders/order-events';
import { createTestApp, type TestApp } from '../test/app';
import { signInAs, type SignedIn } from '../test/auth';
import { testDatabaseServerUrl, testsUsePostgres } from '../test/db';
import { menuFixture, openAllDay, openEventStream, pickupBody, postOrder, type MenuFixture } from '../test/orders';

const CUSTOMERS = 8;
const ORDERS_EACH = 6;

let t: TestApp;
let menu: MenuFixture;
let base: string;
let databaseName: string;

async function terminateBackends(): Promise<number> {
  const admin = new pg.Client({ connectionString: testDatabaseServerUrl });
  admin.on('error', () => {});
  await admin.connect();
  try {
    const { rows } = await admin.query<{ n: number }>(
      'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [databaseName],
    );
    return rows[0]!.n;
  } finally {
    await admin.end();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(testsUsePostgres)('database faults: backends terminated during a burst of orders (PostgreSQL)', () => {
  beforeAll(async () => {
    t = await createTestApp();
    await openAllDay(t.database.db);
    menu = await menuFixture(t.database.db);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const [row] = await t.database.db
      .execute<{ name: string }>(sql`select current_database() as name`)
      .then((r) => (r as unknown as { rows: { name: string }[] }).rows);
    databaseName = row!.name;
  });
  afterAll(async () => t?.close());

  it('keeps the process alive, stores every acknowledged order once, and live tracking works again', async () => {
    const clients: SignedIn[] = [];
    for (let i = 0; i < CUSTOMERS; i += 1) clients.push(await signInAs(t.app));

    // A tracking page open before the faults.
    const tracked = (await postOrder(t.app, clients[0]!, pickupBody(menu))).json().order;
    const stream = await openEventStream(`${base}/api/orders/by-number/${tracked.numero_commande}/events`);
    expect((await stream.next()).event).toBe('order');

    const statuses = new Map<number, number>();
    const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const acknowledged = new Map<string, string>(); // Idempotency-Key → order id
    let unavailableBody: unknown = null;

    // Each customer places its orders one after the other, retrying a failed one with the same key.
    const placeAll = async (client: SignedIn) => {
      for (let n = 0; n < ORDERS_EACH; n += 1) {
        const key = randomUUID();
        for (let attempt = 0; attempt < 40; attempt += 1) {
          const res = await postOrder(t.app, client, pickupBody(menu), key);
          count(res.statusCode);
          if (res.statusCode === 201) {
            const id = res.json().order.id as string;
            if (acknowledged.has(key)) expect(acknowledged.get(key)).toBe(id);
            acknowledged.set(key, id);
            break;
          }
          if (res.statusCode === 503) unavailableBody = res.json();
          else expect(`${res.statusCode} ${res.body}`).toMatch(/^409 /); // the same key still in flight
          await sleep(100);
        }
        expect(acknowledged.has(key), 'an order never acknowledged after 40 tries').toBe(true);
      }
    };

    let terminated = 0;
    let burstDone = false;
    const killer = (async () => {
      // Backends die again and again while the orders are being placed (ten rounds, as in ten restarts).
      for (let round = 0; round < 10 && !burstDone; round += 1) {
        await sleep(150);
        terminated += await terminateBackends();
      }
    })();
    await Promise.all(clients.map(placeAll));
    burstDone = true;
    await killer;

    expect(terminated).toBeGreaterThan(0);
    expect(statuses.get(500) ?? 0).toBe(0);
    // Some requests were caught in flight: they failed cleanly, in French, and were retried.
    expect(statuses.get(503) ?? 0).toBeGreaterThan(0);
    expect(unavailableBody).toEqual({
      error: {
        code: 'DATABASE_UNAVAILABLE',
        message: errorMessage('DATABASE_UNAVAILABLE'),
      },
    });

    // The pool recovered by itself.
    await expect.poll(async () => (await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode, { timeout: 10_000 }).toBe(200);

    // Nothing lost, nothing doubled: one stored order per key, the very one acknowledged.
    expect(acknowledged.size).toBe(CUSTOMERS * ORDERS_EACH);
    const customerIds = clients.map((c) => c.customerId!);
    const stored = await t.database.db.select({ id: orders.id, key: orders.idempotency_key }).from(orders).where(inArray(orders.customer_id, customerIds));
    const mine = stored.filter((row) => row.id !== tracked.id);
    expect(mine).toHaveLength(acknowledged.size);
    for (const row of mine) expect(acknowledged.get(row.key!)).toBe(row.id);

    // Retrying an acknowledged key gives the same order.
    const [someKey, someId] = [...acknowledged.entries()][0]!;
    const [owner] = await t.database.db.select({ customer_id: orders.customer_id }).from(orders).where(eq(orders.id, someId));
    const client = clients.find((c) => c.customerId === owner!.customer_id)!;
    const replay = await postOrder(t.app, client, pickupBody(menu), someKey);
    expect(replay.statusCode).toBe(201);
    expect(replay.json().order.id).toBe(someId);

    // Live tracking: the LISTEN behind the stream subscribed again, so a change reaches the open page.
    // (Waits for the re-subscription through an in-process subscriber: the test stream's reader loses a
    // message read after a timeout.)
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, tracked.id));
    let heard = false;
    const unsubscribe = t.app.orderEvents.subscribe((event) => {
      if (event.id === tracked.id) heard = true;
    });
    for (let i = 0; i < 60 && !heard; i += 1) {
      await notifyOrderEvent(t.database.db, {
        ...row!,
        statut_commande: 'Recu',
      });
      await sleep(250);
    }
    unsubscribe();
    expect(heard).toBe(true);
    await notifyOrderEvent(t.database.db, {
      ...row!,
      statut_commande: 'En_preparation',
    });
    const received = await stream.nextWhere((data) => data.statut_commande === 'En_preparation', 5000);
    stream.close();
    expect(received).toMatchObject({
      event: 'order',
      data: { statut_commande: 'En_preparation' },
    });
  }, 120_000);
});
