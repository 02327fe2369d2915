/** The acceptance promise: auto-accept, or the reminder, pause and cancel thresholds. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { appEvents, notificationOutbox, orderStatusHistory, orders, paymentRefunds, restaurantSettings } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { signInAs, type SignedIn } from '../../test/auth';
import { catalogChanged } from '../../test/catalog-caches';
import { createShopTestApp, pickupBody, postOrder, type MenuFixture } from '../../test/orders';
import { runAcceptancePromise } from './acceptance-promise';

let t: TestApp;
let menu: MenuFixture;
let client: SignedIn;
const publicUrl = 'http://localhost:3000';

beforeAll(async () => {
  ({ t, menu } = await createShopTestApp());
  client = await signInAs(t.app);
});
afterAll(async () => t?.close());

async function settings(values: Partial<typeof restaurantSettings.$inferInsert>) {
  await t.database.db.update(restaurantSettings).set(values).where(eq(restaurantSettings.id, 1));
  catalogChanged(t.database.db);
}

beforeEach(async () => {
  await t.database.db.update(orders).set({ statut_commande: 'Annule' });
  await settings({
    acceptation_auto: false,
    relance_acceptation_minutes: 3,
    pause_acceptation_minutes: 8,
    annulation_acceptation_minutes: 15,
    commandes_en_pause: false,
    commandes_reprise_a: null,
  });
});

async function placeOrderWaiting(minutes: number, overrides: Partial<typeof orders.$inferInsert> = {}) {
  const res = await postOrder(t.app, client, pickupBody(menu));
  expect(res.statusCode).toBe(201);
  const id: string = res.json().order.id;
  await t.database.db
    .update(orders)
    .set({ fire_at: new Date(Date.now() - minutes * 60_000), ...overrides })
    .where(eq(orders.id, id));
  return id;
}

const eventsOf = async (name: string, id: string) =>
  (await t.database.db.select().from(appEvents).where(eq(appEvents.event, name))).filter((e) => (e.context as { order_id?: string }).order_id === id);

describe('acceptance promise', () => {
  it('auto-accepts waiting orders through the one status change, as the system', async () => {
    await settings({ acceptation_auto: true });
    const id = await placeOrderWaiting(0);
    const outcome = await runAcceptancePromise({ db: t.database.db, publicUrl });
    expect(outcome.accepted).toEqual([id]);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(order!.statut_commande).toBe('En_preparation');
    const history = await t.database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.order_id, id));
    expect(history.map((h) => [h.statut, h.changed_by])).toEqual([
      ['Recu', 'customer'],
      ['En_preparation', 'system'],
    ]);
    expect(await eventsOf('order.auto_accepted', id)).toHaveLength(1);
    expect(await eventsOf('order.status_changed', id)).toHaveLength(1);
    // Nothing left to accept: a second run does nothing.
    expect((await runAcceptancePromise({ db: t.database.db, publicUrl })).accepted).toEqual([]);
  });

  it('leaves an unpaid online order and a scheduled order not yet fired alone', async () => {
    await settings({ acceptation_auto: true });
    const unpaid = await placeOrderWaiting(20, { mode_paiement: 'konnect', payment_status: 'en_attente' });
    const scheduled = await placeOrderWaiting(20, { scheduled_for: new Date(Date.now() + 86_400_000), fire_at: new Date(Date.now() + 86_000_000) });
    const outcome = await runAcceptancePromise({ db: t.database.db, publicUrl });
    expect(outcome.accepted).not.toContain(unpaid);
    expect(outcome.accepted).not.toContain(scheduled);
  });

  it('reminds the kitchen once after N minutes, by Telegram, and the board chimes louder', async () => {
    const id = await placeOrderWaiting(4);
    const first = await runAcceptancePromise({ db: t.database.db, publicUrl });
    expect(first.reminded).toEqual([id]);
    expect(first.paused).toBe(false);
    expect((await runAcceptancePromise({ db: t.database.db, publicUrl })).reminded).toEqual([]);
    const reminders = await t.database.db
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.order_id, id), eq(notificationOutbox.type, 'telegram')));
    expect(reminders.map((r) => r.content)).toContainEqual(expect.stringMatching(/^⏰ Rappel : la commande .+ attend d'être acceptée depuis 3 min\.$/));
    expect(await eventsOf('order.acceptance_reminder', id)).toHaveLength(1);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    // the board chimes louder for an order whose reminder went out
    expect(order!.relance_acceptation_at).not.toBeNull();
  });

  it('pauses new orders after M minutes with the notice customers see', async () => {
    await placeOrderWaiting(9);
    const outcome = await runAcceptancePromise({ db: t.database.db, publicUrl });
    expect(outcome.paused).toBe(true);
    // The job drops the cached settings after a pause (orders/plugin.ts), as the board's pause button does.
    catalogChanged(t.database.db);
    const refused = await postOrder(t.app, client, pickupBody(menu));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toMatch(/^Les commandes sont momentanément suspendues\. Reprise prévue à \d\d:\d\d\.$/);
    expect(await t.database.db.select().from(appEvents).where(eq(appEvents.event, 'order.acceptance_pause'))).toHaveLength(1);
    expect((await runAcceptancePromise({ db: t.database.db, publicUrl })).paused).toBe(false);
  });

  it('cancels after K minutes, tells the customer and marks an online payment to refund', async () => {
    const cash = await placeOrderWaiting(16);
    const paid = await placeOrderWaiting(16, {
      mode_paiement: 'konnect',
      payment_status: 'paye',
      paid_at: new Date(Date.now() - 16 * 60_000),
      payment_ref: `ref-${Date.now()}`,
    });
    const outcome = await runAcceptancePromise({ db: t.database.db, publicUrl });
    expect(outcome.cancelled.sort()).toEqual([cash, paid].sort());
    const rows = await t.database.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [cash, paid]));
    expect(rows.map((r) => r.statut_commande)).toEqual(['Annule', 'Annule']);
    const refunds = await t.database.db
      .select()
      .from(paymentRefunds)
      .where(inArray(paymentRefunds.order_id, [cash, paid]));
    expect(refunds.map((r) => [r.order_id, r.reason, r.refunded_at])).toEqual([[paid, 'commande_annulee', null]]);
    const mails = await t.database.db
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.order_id, paid), eq(notificationOutbox.type, 'email')));
    const notice = mails.find((m) => m.subject?.includes("n'a pas pu être prise en charge"));
    expect(notice!.content).toContain('Votre paiement en ligne vous sera remboursé.');
    expect(await eventsOf('order.acceptance_cancelled', paid)).toHaveLength(1);
  });

  it('does nothing for a threshold switched off', async () => {
    await settings({ relance_acceptation_minutes: null, pause_acceptation_minutes: null, annulation_acceptation_minutes: null });
    await placeOrderWaiting(60);
    expect(await runAcceptancePromise({ db: t.database.db, publicUrl })).toEqual({ accepted: [], reminded: [], paused: false, cancelled: [] });
  });
});
