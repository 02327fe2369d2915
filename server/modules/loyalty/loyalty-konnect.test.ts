/** A voucher on a Konnect order: held while the payment is pending, spent when paid, released when it fails. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appEvents, loyaltyOrderPoints, notificationOutbox, orders, vouchers } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { signInAs } from '../../test/auth';
import { konnectWebhook, paymentRefOf, payOnSimulator } from '../../test/konnect';
import { createShopTestApp, pickupBody, postOrder, type MenuFixture } from '../../test/orders';

let t: TestApp;
let menu: MenuFixture;

beforeAll(async () => {
  ({ t, menu } = await createShopTestApp({ listen: true }));
});
afterAll(async () => t?.close());

async function konnectOrderWithVoucher() {
  const client = await signInAs(t.app, { withCustomer: { current_points_balance: 1000 } });
  const { voucher } = (await t.app.inject({ method: 'POST', url: '/api/me/vouchers/exchange', headers: client.headers, payload: { points: 300 } })).json();
  const placed = await postOrder(t.app, client, pickupBody(menu, { mode_paiement: 'konnect', voucher_code: voucher.code }));
  expect(placed.statusCode).toBe(201);
  const ref = paymentRefOf(placed.json().payUrl);
  const row = async () => (await t.database.db.select().from(vouchers).where(eq(vouchers.id, voucher.id)))[0]!;
  return { client, voucher, order: placed.json().order, ref, row };
}

describe('vouchers on Konnect orders', () => {
  it('are held until paid, then used; the paid amount is the discounted total', async () => {
    const { order, ref, row } = await konnectOrderWithVoucher();
    expect(order.montant_remise).toBe(3000);
    expect(await row()).toMatchObject({ status: 'active', order_id: order.id });
    // The simulator calls our webhook over HTTP; the webhook below settles it too if that call was not first.
    await payOnSimulator(t.app, ref, 'complete');
    await konnectWebhook(t.app, ref);
    const paid = async () => (await t.database.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.payment_status;
    await expect.poll(paid, { timeout: 5000 }).toBe('paye');
    expect(await row()).toMatchObject({ status: 'used', order_id: order.id });
  });

  it('are released when the payment fails, and usable again', async () => {
    const { client, voucher, ref, row } = await konnectOrderWithVoucher();
    await payOnSimulator(t.app, ref, 'fail');
    await konnectWebhook(t.app, ref);
    expect(await row()).toMatchObject({ status: 'active', order_id: null, held_at: null });
    expect((await postOrder(t.app, client, pickupBody(menu, { voucher_code: voucher.code }))).statusCode).toBe(201);
  });

  it("are free again for another order once the first one's payment link expired", async () => {
    const { client, voucher, order, row } = await konnectOrderWithVoucher();
    const again = await postOrder(t.app, client, pickupBody(menu, { voucher_code: voucher.code }));
    expect(again.statusCode).toBe(422);
    await t.database.db
      .update(orders)
      .set({ payment_expires_at: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, order.id));
    const second = await postOrder(t.app, client, pickupBody(menu, { voucher_code: voucher.code }));
    expect(second.statusCode).toBe(201);
    expect(await row()).toMatchObject({ status: 'used', order_id: second.json().order.id });
  });

  async function coveringVoucher() {
    const client = await signInAs(t.app, { withCustomer: { current_points_balance: 5000 } });
    // 2000 points = 20.000 TND, more than the 13.000 TND of the order.
    const { voucher } = (await t.app.inject({ method: 'POST', url: '/api/me/vouchers/exchange', headers: client.headers, payload: { points: 2000 } })).json();
    const row = async () => (await t.database.db.select().from(vouchers).where(eq(vouchers.id, voucher.id)))[0]!;
    return { client, voucher, row };
  }

  it('that cover the whole total pay the order at once: no Konnect call, the kitchen is notified, the success page sees it paid', async () => {
    const { client, voucher, row } = await coveringVoucher();
    const placed = await postOrder(t.app, client, pickupBody(menu, { mode_paiement: 'konnect', voucher_code: voucher.code }));
    expect(placed.statusCode).toBe(201);
    const { order, payUrl } = placed.json();
    expect(payUrl).toBeNull();
    expect(order).toMatchObject({ total_ttc: 0, montant_remise: 13_000, payment_status: 'paye' });
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored).toMatchObject({ payment_status: 'paye', payment_ref: null });
    expect(stored!.paid_at).toBeInstanceOf(Date);
    expect(await row()).toMatchObject({ status: 'used', order_id: order.id });
    // The new-order e-mail and the kitchen's Telegram message are queued as for a paid order.
    const outbox = await t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.order_id, order.id));
    expect(outbox.map((r) => r.type).sort()).toEqual(['email', 'telegram']);
    const events = (await t.database.db.select().from(appEvents).where(eq(appEvents.event, 'payment.completed'))).filter(
      (e) => e.context.order_id === order.id,
    );
    expect(events.map((e) => e.context)).toEqual([
      { order_id: order.id, numero_commande: order.numero_commande, covered_by: 'voucher', voucher_id: voucher.id, before: 'en_attente', after: 'paye' },
    ]);
    // No points on a total of 0.
    expect(await t.database.db.select().from(loyaltyOrderPoints).where(eq(loyaltyOrderPoints.order_id, order.id))).toEqual([]);
    // /payment-success asks the server to check: it answers paid without asking Konnect.
    const check = await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/payment/check`, headers: { origin: t.config.publicUrl }, payload: {} });
    expect(check.statusCode).toBe(200);
    expect(check.json().order.payment_status).toBe('paye');
    // Nothing left to pay: 'Réessayer le paiement' is refused.
    const retry = await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/payment`, headers: { ...client.headers }, payload: {} });
    expect(retry.statusCode).toBe(409);
  });

  it('that cover the whole total of a cash order leave 0.000 TND to pay on collection', async () => {
    const { client, voucher, row } = await coveringVoucher();
    const placed = await postOrder(t.app, client, pickupBody(menu, { voucher_code: voucher.code }));
    expect(placed.statusCode).toBe(201);
    expect(placed.json().payUrl).toBeNull();
    expect(placed.json().order).toMatchObject({ total_ttc: 0, montant_remise: 13_000, payment_status: 'non_requis' });
    expect(await row()).toMatchObject({ status: 'used', order_id: placed.json().order.id });
    const outbox = await t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.order_id, placed.json().order.id));
    expect(outbox).toHaveLength(2);
  });
});
