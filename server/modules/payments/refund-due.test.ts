/**
 * A cancelled Konnect order's payment expires, and a payment completed anyway (or a
 * second completed payment of a paid order) is recorded as to refund, shown to staff on the order board,
 * and never notifies the kitchen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appEvents, orders, paymentRefunds } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { signInAs, type SignedIn } from '../../test/auth';
import { konnectWebhook, paymentRefOf, payOnSimulator } from '../../test/konnect';
import { createShopTestApp, outboxCount, pickupBody, postOrder, type MenuFixture } from '../../test/orders';

let t: TestApp;
let menu: MenuFixture;
let client: SignedIn;
let operator: SignedIn;

beforeAll(async () => {
  ({ t, menu } = await createShopTestApp({ listen: true }));
  client = await signInAs(t.app);
  operator = await signInAs(t.app, { role: 'operator' });
});
afterAll(async () => t?.close());

const pay = async (ref: string) => {
  expect((await payOnSimulator(t.app, ref, 'complete')).statusCode).toBe(303);
  // The simulator calls the webhook in the background, like Konnect.
  await t.app.settleBackground();
};
const boardRow = async (id: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: { cookie: operator.cookie } });
  expect(res.statusCode).toBe(200);
  return (res.json().orders as { id: string; remboursements?: unknown[]; payment_status: string }[]).find((o) => o.id === id)!;
};

describe('a payment that must be given back', () => {
  it('cancelling a Konnect order expires its payment; paying it anyway records a refund and notifies no one', async () => {
    const placed = await postOrder(t.app, client, pickupBody(menu, { mode_paiement: 'konnect' }));
    expect(placed.statusCode).toBe(201);
    const { order, payUrl } = placed.json();
    const ref = paymentRefOf(payUrl);

    const cancel = await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/cancel`, headers: client.headers, payload: {} });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().order.payment_status).toBe('echoue');
    const [cancelled] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(cancelled!.payment_expires_at).not.toBeNull();

    // The customer completes the still-open payment page.
    await pay(ref);
    const [after] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({ statut_commande: 'Annule', payment_status: 'en_attente' });
    expect(await outboxCount(t.database.db, order.id)).toBe(0); // no Telegram, no e-mail
    const refunds = await t.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.order_id, order.id));
    expect(refunds).toMatchObject([{ payment_ref: ref, montant: order.total_ttc, reason: 'commande_annulee', refunded_at: null }]);
    const [event] = await t.database.db.select().from(appEvents).where(eq(appEvents.event, 'payment.refund_due'));
    expect(event!.context).toMatchObject({ order_id: order.id, payment_ref: ref, montant: order.total_ttc });

    // A replayed webhook records nothing more.
    await konnectWebhook(t.app, ref);
    expect(await t.database.db.$count(paymentRefunds, eq(paymentRefunds.order_id, order.id))).toBe(1);

    // Staff see it on the board; the customer's own view carries no such field.
    expect((await boardRow(order.id)).remboursements).toEqual([
      { montant: order.total_ttc, payment_ref: ref, reason: 'commande_annulee', motif: null, created_at: expect.any(String), refunded_at: null },
    ]);
    const mine = await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: { cookie: client.cookie } });
    expect(mine.json().order.remboursements).toBeUndefined();
  });

  it('records a second completed payment of a paid order as to refund, and notifies the kitchen once', async () => {
    const placed = await postOrder(t.app, client, pickupBody(menu, { mode_paiement: 'konnect' }));
    const { order, payUrl } = placed.json();
    const first = paymentRefOf(payUrl);
    // 'Réessayer le paiement' opened a second payment; both end up completed.
    const retry = await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/payment`, headers: client.headers, payload: {} });
    expect(retry.statusCode).toBe(200);
    const second = paymentRefOf(retry.json().payUrl);
    await pay(second);
    expect((await t.database.db.select().from(orders).where(eq(orders.id, order.id)))[0]).toMatchObject({ payment_status: 'paye', payment_ref: second });
    expect(await outboxCount(t.database.db, order.id)).toBe(2);

    await pay(first);
    expect(await outboxCount(t.database.db, order.id)).toBe(2);
    const row = await boardRow(order.id);
    expect(row.payment_status).toBe('paye');
    expect(row.remboursements).toEqual([
      { montant: order.total_ttc, payment_ref: first, reason: 'paiement_en_double', motif: null, created_at: expect.any(String), refunded_at: null },
    ]);
  });

  it('records a payment of another amount than the order’s total (a link made before a correction) as to refund, at the amount charged, and leaves the order unpaid', async () => {
    const placed = await postOrder(t.app, client, pickupBody(menu, { mode_paiement: 'konnect' }));
    const { order, payUrl } = placed.json();
    const ref = paymentRefOf(payUrl);
    // The order's total changed after its link was made (the link still charges the old amount).
    const corrected = order.total_ttc - 1000;
    await t.database.db.update(orders).set({ total_ttc: corrected }).where(eq(orders.id, order.id));
    await pay(ref);
    expect((await t.database.db.select().from(orders).where(eq(orders.id, order.id)))[0]).toMatchObject({ payment_status: 'en_attente', total_ttc: corrected });
    expect(await outboxCount(t.database.db, order.id)).toBe(0);
    const row = await boardRow(order.id);
    expect(row.remboursements).toEqual([
      { montant: order.total_ttc, payment_ref: ref, reason: 'correction_commande', motif: null, created_at: expect.any(String), refunded_at: null },
    ]);
    // Told again (a webhook replayed): still one row.
    expect((await konnectWebhook(t.app, ref)).statusCode).toBe(200);
    expect((await t.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.order_id, order.id))).length).toBe(1);
  });
});
