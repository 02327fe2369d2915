/**
 * Staff refund a delivered or paid order: the refund row, payment_status rembourse, the points
 * taken back (never below zero), the spending and the VIP level, the app event with before and after,
 * who may do it and the refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appEvents, customers, orders, paymentRefunds, vipLevels } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { signInAllRoles, signInAs, type SignedIn } from '../../test/auth';
import { testsUsePostgres } from '../../test/db';
import { customerRow, reversalOf } from '../../test/loyalty';
import { createShopTestApp, deliverOrder, pickupBody, postOrder, type MenuFixture } from '../../test/orders';

let t: TestApp;
let menu: MenuFixture;
let operator: SignedIn, admin: SignedIn;
const db = () => t.database.db;

beforeAll(async () => {
  // 1 point per TND (menuFixture's loyalty settings); Bronze from 20.000 TND spent.
  ({ t, menu } = await createShopTestApp());
  ({ operator, admin } = await signInAllRoles(t.app));
  await db()
    .insert(vipLevels)
    .values([
      { level_name: 'Standard', points_multiplier: 1, min_spent: 0 },
      { level_name: 'Bronze', points_multiplier: 1, min_spent: 20_000 },
    ]);
});
afterAll(async () => t?.close());

const refund = (id: string, who: SignedIn | undefined, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/refund`, headers: who?.headers, payload });

/** A delivered pickup of `quantity` × 6.500 TND by a new customer. */
async function deliveredOrder(quantity = 4) {
  const client = await signInAs(t.app);
  const placed = await postOrder(t.app, client, pickupBody(menu, { items: [{ product_id: menu.product.id, quantity }] }));
  expect(placed.statusCode).toBe(201);
  const order = placed.json().order;
  await deliverOrder(t.app, operator, order.id);
  return { client, order };
}

describe('refund of a delivered order', () => {
  it('is for staff: anonymous 401, the customer 403, another customer 403, operator and admin 201', async () => {
    const { client, order } = await deliveredOrder(1);
    const other = await signInAs(t.app);
    const body = { montant: 1000, motif: 'Plat manquant' };
    expect((await refund(order.id, undefined, body)).statusCode).toBe(401);
    expect((await refund(order.id, client, body)).statusCode).toBe(403);
    expect((await refund(order.id, other, body)).statusCode).toBe(403);
    expect((await refund(order.id, operator, body)).statusCode).toBe(201);
    const second = await deliveredOrder(1);
    expect((await refund(second.order.id, admin, body)).statusCode).toBe(201);
    expect(await db().select().from(paymentRefunds).where(eq(paymentRefunds.order_id, order.id))).toHaveLength(1);
  });

  it('takes the points back, lowers the spending and the VIP level, records the refund and the event with before and after', async () => {
    const { client, order } = await deliveredOrder(4); // 26.000 TND: 26 points, Bronze
    const before = await customerRow(db(), client.customerId!);
    expect(before).toMatchObject({ current_points_balance: 26, montant_total_depense: 26_000 });
    expect(before.vip_level_id).not.toBeNull();

    const answer = await refund(order.id, operator, { montant: 26_000, motif: '  Commande arrivée froide  ' });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().order).toMatchObject({ payment_status: 'rembourse' });
    expect(answer.json().order.remboursements).toEqual([
      expect.objectContaining({ montant: 26_000, payment_ref: null, reason: 'remboursement_client', motif: 'Commande arrivée froide' }),
    ]);
    expect(answer.json().order.remboursements[0].refunded_at).not.toBeNull();

    const after = await customerRow(db(), client.customerId!);
    expect(after).toMatchObject({ current_points_balance: 0, total_points_redeemed: 26, montant_total_depense: 0 });
    const [standard] = await db().select().from(vipLevels).where(eq(vipLevels.level_name, 'Standard'));
    expect(after.vip_level_id).toBe(standard!.id);
    expect(await reversalOf(db(), order.id)).toMatchObject({
      description: `Remboursement de la commande ${order.numero_commande}`,
      points_earned: 0,
      points_redeemed: 26,
      points_balance: 0,
    });
    const [row] = await db().select().from(paymentRefunds).where(eq(paymentRefunds.order_id, order.id));
    expect(row).toMatchObject({ reason: 'remboursement_client', montant: 26_000, motif: 'Commande arrivée froide', created_by: operator.userId });

    const [event] = (await db().select().from(appEvents).where(eq(appEvents.event, 'payment.refunded'))).filter((e) => e.context.order_id === order.id);
    expect(event!.user_id).toBe(operator.userId);
    expect(event!.context).toMatchObject({
      numero_commande: order.numero_commande,
      montant: 26_000,
      motif: 'Commande arrivée froide',
      points_repris: 26,
      points_non_repris: 0,
      before: { payment_status: 'non_requis', current_points_balance: 26, montant_total_depense: 26_000, vip_level_id: before.vip_level_id },
      after: { payment_status: 'rembourse', current_points_balance: 0, montant_total_depense: 0, vip_level_id: standard!.id },
    });

    // The customer's Fidélité history shows it.
    const ledger = (await t.app.inject({ method: 'GET', url: '/api/me/loyalty/transactions', headers: client.headers })).json();
    expect(ledger.items[0]).toMatchObject({
      transaction_type: 'order_reversal',
      points_redeemed: 26,
      description: `Remboursement de la commande ${order.numero_commande}`,
    });
  });

  it('never takes the balance below zero: the points already spent are written down', async () => {
    const { client, order } = await deliveredOrder(4);
    await db().update(customers).set({ current_points_balance: 5 }).where(eq(customers.id, client.customerId!));
    expect((await refund(order.id, operator, { montant: 26_000, motif: 'Erreur de commande' })).statusCode).toBe(201);
    expect((await customerRow(db(), client.customerId!)).current_points_balance).toBe(0);
    expect(await reversalOf(db(), order.id)).toMatchObject({
      description: `Remboursement de la commande ${order.numero_commande} (21 points déjà dépensés non repris)`,
      points_redeemed: 5,
      points_balance: 0,
    });
  });

  it('of part of the total takes back the refunded share of the points and of the spending', async () => {
    const { client, order } = await deliveredOrder(4); // 26 points
    expect((await refund(order.id, operator, { montant: 6_500, motif: 'Un plat manquant' })).statusCode).toBe(201);
    // The order keeps floor(19.500 × 1) = 19 points: 7 are taken back.
    expect(await customerRow(db(), client.customerId!)).toMatchObject({ current_points_balance: 19, montant_total_depense: 19_500 });
    expect((await reversalOf(db(), order.id))!.points_redeemed).toBe(7);
  });
});

describe('refund of a paid order not yet delivered', () => {
  it('loses its pending points, and its later delivery credits nothing', async () => {
    const client = await signInAs(t.app);
    const { order } = (await postOrder(t.app, client, pickupBody(menu))).json();
    await db().update(orders).set({ payment_status: 'paye', paid_at: new Date() }).where(eq(orders.id, order.id));
    expect((await customerRow(db(), client.customerId!)).pending_points).toBe(13);
    expect((await refund(order.id, admin, { montant: 13_000, motif: 'Client parti' })).statusCode).toBe(201);
    expect(await customerRow(db(), client.customerId!)).toMatchObject({ pending_points: 0, current_points_balance: 0, montant_total_depense: 0 });
    await deliverOrder(t.app, operator, order.id);
    expect(await customerRow(db(), client.customerId!)).toMatchObject({ current_points_balance: 0, montant_total_depense: 0 });
  });
});

describe('a refund is refused', () => {
  it('for an order neither delivered nor paid, above the total, twice, or with bad input; nothing changes', async () => {
    const client = await signInAs(t.app);
    const { order: open } = (await postOrder(t.app, client, pickupBody(menu))).json();
    const notYet = await refund(open.id, operator, { montant: 1000, motif: 'Trop tôt' });
    expect(notYet.statusCode).toBe(422);
    expect(notYet.json().error.message).toBe('Seule une commande livrée ou payée peut être remboursée');

    const { order } = await deliveredOrder(2);
    const tooMuch = await refund(order.id, operator, { montant: 13_001, motif: 'Trop' });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error.message).toBe('Le montant remboursé ne peut pas dépasser le total de la commande (13.000 TND)');

    const noMotif = await refund(order.id, operator, { montant: 1000, motif: ' ' });
    expect(noMotif.statusCode).toBe(400);
    expect(noMotif.json().error.message).toContain('Indiquez le motif du remboursement');
    const zero = await refund(order.id, operator, { montant: 0, motif: 'Rien' });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().error.message).toContain('Le montant remboursé doit être un montant positif avec au plus trois décimales');
    const [unchanged] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(unchanged!.payment_status).toBe('non_requis');
    expect(await db().select().from(paymentRefunds).where(eq(paymentRefunds.order_id, order.id))).toEqual([]);

    expect((await refund(order.id, operator, { montant: 13_000, motif: 'Erreur' })).statusCode).toBe(201);
    const twice = await refund(order.id, operator, { montant: 13_000, motif: 'Erreur' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('Cette commande a déjà été remboursée');
    expect(await db().select().from(paymentRefunds).where(eq(paymentRefunds.order_id, order.id))).toHaveLength(1);

    expect((await refund('00000000-0000-4000-8000-000000000000', operator, { montant: 1000, motif: 'Inconnue' })).statusCode).toBe(404);
  });
});

describe('two refunds at the same time', () => {
  it.runIf(testsUsePostgres)('refund the order once and take its points back once (PostgreSQL)', async () => {
    const { client, order } = await deliveredOrder(4);
    const answers = await Promise.all([
      refund(order.id, operator, { montant: 26_000, motif: 'Double clic' }),
      refund(order.id, admin, { montant: 26_000, motif: 'Double clic' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await db().select().from(paymentRefunds).where(eq(paymentRefunds.order_id, order.id))).toHaveLength(1);
    expect(await customerRow(db(), client.customerId!)).toMatchObject({ current_points_balance: 0, total_points_redeemed: 26, montant_total_depense: 0 });
  });
});
