import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { signInAs } from '../../test/auth';
import { testsUsePostgres } from '../../test/db';
import { createShopTestApp, outboxCount, pickupBody, postOrder, type MenuFixture } from '../../test/orders';

let t: TestApp;
let menu: MenuFixture;

beforeAll(async () => {
  ({ t, menu } = await createShopTestApp());
});
afterAll(async () => t?.close());

// PGlite has one connection, so requests run one after the other there and a race cannot happen:
// these tests mean something only on PostgreSQL (TEST_DATABASE_URL).
describe.runIf(testsUsePostgres)('order creation under concurrency (PostgreSQL)', () => {
  it('creates exactly one order from 20 concurrent submissions with one Idempotency-Key', async () => {
    const client = await signInAs(t.app);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => postOrder(t.app, client, pickupBody(menu), key)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    const ids = new Set(answers.filter((a) => a.statusCode === 201).map((a) => a.json().order.id));
    expect(ids.size).toBe(1);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().error.message).toBe('Votre commande est déjà en cours de traitement');

    const rows = await t.database.db.select().from(orders).where(eq(orders.customer_id, client.customerId!));
    expect(rows).toHaveLength(1);
    expect(await outboxCount(t.database.db, rows[0]!.id)).toBe(2);
    // Once the first one committed, a retry with the same key gets that order back.
    const retry = await postOrder(t.app, client, pickupBody(menu), key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().order.id).toBe(rows[0]!.id);
  });

  it('creates one order per key when different keys race', async () => {
    const client = await signInAs(t.app);
    const answers = await Promise.all(Array.from({ length: 10 }, () => postOrder(t.app, client, pickupBody(menu))));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    const rows = await t.database.db.select().from(orders).where(eq(orders.customer_id, client.customerId!));
    expect(rows).toHaveLength(10);
    expect(new Set(rows.map((r) => r.numero_commande)).size).toBe(10);
  });
});
