import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { signInAs, type SignedIn } from '../../test/auth';
import { testsUsePostgres } from '../../test/db';
import { konnectWebhook, paymentRefOf, payOnSimulator } from '../../test/konnect';
import { createShopTestApp, outboxCount, pickupBody, postOrder, type MenuFixture } from '../../test/orders';

let t: TestApp;
let menu: MenuFixture;
let client: SignedIn;

beforeAll(async () => {
  ({ t, menu } = await createShopTestApp({ listen: true }));
  client = await signInAs(t.app);
});
afterAll(async () => t?.close());

async function placeKonnectOrder(who: SignedIn = client) {
  const res = await postOrder(t.app, who, pickupBody(menu, { mode_paiement: 'konnect' }));
  expect(res.statusCode).toBe(201);
  const { order, payUrl } = res.json() as { order: { id: string; payment_status: string; total_ttc: number }; payUrl: string };
  return { order, payUrl, ref: paymentRefOf(payUrl) };
}

const row = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const webhook = (ref: string) => konnectWebhook(t.app, ref);
const check = (id: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${id}/payment/check`, headers: { origin: t.config.publicUrl, ...headers }, payload: {} });
const simulator = (ref: string, action: 'complete' | 'fail') => payOnSimulator(t.app, ref, action);

describe('Konnect payment through the simulator', () => {
  it('opens a payment on the simulator and waits for it before notifying anyone', async () => {
    const { order, payUrl, ref } = await placeKonnectOrder();
    expect(order.payment_status).toBe('en_attente');
    expect(payUrl).toBe(`${t.config.publicUrl}/dev/konnect/pay/${ref}`);
    expect((await row(order.id)).payment_ref).toBe(ref);
    expect(await outboxCount(t.database.db, order.id)).toBe(0);
    const pagePath = new URL(payUrl).pathname;
    const page = await t.app.inject({ method: 'GET', url: pagePath });
    expect(page.body).toContain('>Payer</button>');
    expect(page.body).toContain('>Refuser</button>');
  });

  it('ignores a forged webhook: unknown reference, or a real one Konnect reports pending', async () => {
    const { order, ref } = await placeKonnectOrder();
    const forged = await webhook('0123456789abcdef01234567');
    expect(forged.statusCode).toBe(200);
    expect(forged.json()).toEqual({ ok: true, paid: false });
    const pending = await webhook(ref);
    expect(pending.json()).toEqual({ ok: true, paid: false });
    const after = await row(order.id);
    expect(after.payment_status).toBe('en_attente');
    expect(after.paid_at).toBeNull();
    expect(await outboxCount(t.database.db, order.id)).toBe(0);
    expect((await webhook('')).statusCode).toBe(400);
  });

  it('marks the order paid once when the customer pays, however often the webhook is replayed', async () => {
    const { order, ref } = await placeKonnectOrder();
    const paid = await simulator(ref, 'complete');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${t.config.publicUrl}/payment-success/${order.id}`);
    // The simulator called our webhook over HTTP; the return page's check would settle it too.
    await expect.poll(async () => (await row(order.id)).payment_status, { timeout: 5000 }).toBe('paye');
    const firstPaidAt = (await row(order.id)).paid_at;

    const replays = await Promise.all([webhook(ref), webhook(ref), webhook(ref), check(order.id), check(order.id)]);
    expect(replays.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(replays.slice(0, 3).map((r) => r.json().paid)).toEqual([false, false, false]);
    expect(replays[3]!.json().order.payment_status).toBe('paye');
    expect((await row(order.id)).paid_at).toEqual(firstPaidAt);
    // The confirmation e-mail and the restaurant's Telegram, once.
    expect(await outboxCount(t.database.db, order.id)).toBe(2);
  });

  it('records a refused payment as failed and lets the owner retry with a new payment', async () => {
    const { order, ref } = await placeKonnectOrder();
    const refused = await simulator(ref, 'fail');
    expect(refused.headers.location).toBe(`${t.config.publicUrl}/payment-failed/${order.id}`);
    const checked = await check(order.id);
    expect(checked.json().order.payment_status).toBe('echoue');
    // Someone without the session cannot retry; the owner can.
    const stranger = await signInAs(t.app);
    expect((await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/payment`, headers: stranger.headers, payload: {} })).statusCode).toBe(404);
    const retry = await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/payment`, headers: client.headers, payload: {} });
    expect(retry.statusCode).toBe(200);
    const newRef = paymentRefOf(retry.json().payUrl);
    expect(newRef).not.toBe(ref);
    expect((await row(order.id)).payment_status).toBe('en_attente');
    await simulator(newRef, 'complete');
    await expect.poll(async () => (await check(order.id)).json().order.payment_status, { timeout: 5000 }).toBe('paye');
    const again = await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/payment`, headers: client.headers, payload: {} });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Cette commande est déjà payée');
  });

  it('counts a payment still pending after its lifespan as failed', async () => {
    const { order } = await placeKonnectOrder();
    await t.database.db
      .update(orders)
      .set({ payment_expires_at: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, order.id));
    expect((await check(order.id)).json().order.payment_status).toBe('echoue');
  });

  it('confirms cash and card-on-site orders at once, without a payment', async () => {
    for (const mode of ['especes', 'carte']) {
      const res = await postOrder(t.app, client, pickupBody(menu, { mode_paiement: mode }));
      expect(res.json()).toMatchObject({ payUrl: null, order: { payment_status: 'non_requis', statut_commande: 'Recu' } });
      const retry = await t.app.inject({ method: 'POST', url: `/api/orders/${res.json().order.id}/payment`, headers: client.headers, payload: {} });
      expect(retry.statusCode).toBe(422);
      expect(retry.json().error.message).toBe('Cette commande ne peut plus être payée en ligne');
    }
  });

  it.runIf(testsUsePostgres)('marks paid exactly once when webhooks race (PostgreSQL)', async () => {
    const { order, ref } = await placeKonnectOrder();
    // Complete on the simulator without waiting for its own webhook call, then race ten more.
    await simulator(ref, 'complete');
    const answers = await Promise.all(Array.from({ length: 10 }, () => webhook(ref)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    await expect.poll(async () => (await row(order.id)).payment_status, { timeout: 5000 }).toBe('paye');
    expect(answers.filter((a) => a.json().paid === true).length).toBeLessThanOrEqual(1);
    expect(await outboxCount(t.database.db, order.id)).toBe(2);
  });
});
