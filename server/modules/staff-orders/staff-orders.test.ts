/**
 * Staff orders: the phone order (known or new customer, the shop's own rules, Konnect link),
 * the correction before Prête (total, points, e-mail, event, money of a paid Konnect order), partial
 * refunds by lines, the order's history; who may do each and the French refusals that change nothing.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  appEvents,
  customers,
  loyaltyOrderPoints,
  notificationOutbox,
  orderItems,
  orderPaymentSupplements,
  orderStatusHistory,
  orders,
  paymentRefunds,
  produits,
} from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { signInAllRoles, signInAs, type SignedIn } from '../../test/auth';
import { catalogChanged } from '../../test/catalog-caches';
import { konnectWebhook, paymentRefOf, payOnSimulator } from '../../test/konnect';
import { customerRow } from '../../test/loyalty';
import { createShopTestApp, deliverOrder, deliveryBody, pickupBody, postOrder, setOrderStatus, type MenuFixture } from '../../test/orders';
import { ensureProfile } from '../accounts/ensure-profile';

let t: TestApp;
let menu: MenuFixture;
let client: SignedIn, otherClient: SignedIn, operator: SignedIn, admin: SignedIn;
const db = () => t.database.db;

beforeAll(async () => {
  ({ t, menu } = await createShopTestApp({ listen: true }));
  ({ client, otherClient, operator, admin } = await signInAllRoles(t.app));
});
afterAll(async () => t?.close());

let phoneSeq = 0;
/** A fresh valid mobile number per call (the check refuses a number already taken). */
const freshPhone = () => `9${String(1_000_000 + (Date.now() % 1_000_000) + ++phoneSeq * 7).slice(-7)}`;

const phoneOrder = (who: SignedIn | undefined, payload: object, key: string = randomUUID()) =>
  t.app.inject({ method: 'POST', url: '/api/admin/phone-orders', headers: { ...who?.headers, 'idempotency-key': key }, payload });
const lookup = (who: SignedIn | undefined, q: string) =>
  t.app.inject({ method: 'GET', url: `/api/admin/phone-orders/customers?q=${encodeURIComponent(q)}`, headers: who?.headers });
const correct = (who: SignedIn | undefined, id: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/correction`, headers: who?.headers, payload });
const history = (who: SignedIn | undefined, id: string) => t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}/history`, headers: who?.headers });
const refund = (who: SignedIn | undefined, id: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/refund`, headers: who?.headers, payload });

const row = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
const eventsOf = async (name: string, orderId: string) =>
  (await db().select().from(appEvents).where(eq(appEvents.event, name))).filter((e) => e.context.order_id === orderId);

/** A known customer's pickup phone order, cash, 2 × 6.500 TND unless told. */
async function knownCustomerOrder(who: SignedIn = operator, commande: object = pickupBody(menu)) {
  const res = await phoneOrder(who, { customer_id: client.customerId, commande });
  expect(res.statusCode).toBe(201);
  return res.json().order as {
    id: string;
    numero_commande: string;
    total_ttc: number;
    source: string;
    items: { id: number; product_id: number; quantity: number }[];
  };
}

describe('who may take phone orders, correct and read the history', () => {
  it('anonymous 401, a client and another client 403, operator and admin allowed', async () => {
    const order = await knownCustomerOrder();
    const calls: [string, (who?: SignedIn) => ReturnType<typeof lookup>, number][] = [
      ['lookup', (who) => lookup(who, '2212'), 200],
      ['phone order', (who) => phoneOrder(who, { customer_id: client.customerId, commande: pickupBody(menu) }), 201],
      ['history', (who) => history(who, order.id), 200],
    ];
    for (const [label, call, ok] of calls) {
      expect((await call()).statusCode, label).toBe(401);
      for (const who of [client, otherClient]) {
        const res = await call(who);
        expect(res.statusCode, label).toBe(403);
        expect(res.json().error.code, label).toBe('FORBIDDEN');
      }
      expect((await call(operator)).statusCode, label).toBe(ok);
      expect((await call(admin)).statusCode, label).toBe(ok);
    }
    // The correction: refusals first, then each role once on its own order.
    const body = { commande: pickupBody(menu, { items: [{ product_id: menu.product.id, quantity: 1 }] }) };
    expect((await correct(undefined, order.id, body)).statusCode).toBe(401);
    expect((await correct(client, order.id, body)).statusCode).toBe(403);
    expect((await correct(otherClient, order.id, body)).statusCode).toBe(403);
    expect((await row(order.id)).total_ttc).toBe(13_000);
    expect((await correct(operator, order.id, body)).statusCode).toBe(200);
    const second = await knownCustomerOrder(admin);
    expect((await correct(admin, second.id, body)).statusCode).toBe(200);
  });
});

describe('phone order for a known customer', () => {
  it('is the shop’s order: source telephone, the staff member its author, in the customer’s history, with pending points', async () => {
    const before = await customerRow(db(), client.customerId!);
    const order = await knownCustomerOrder();
    expect(order).toMatchObject({ source: 'telephone', total_ttc: 13_000 });
    const [status] = await db().select().from(orderStatusHistory).where(eq(orderStatusHistory.order_id, order.id));
    expect(status!.changed_by).toBe(operator.userId);
    const [created] = await eventsOf('order.created', order.id);
    expect(created!.user_id).toBe(operator.userId);
    expect(created!.context.source).toBe('telephone');
    // Points: 13 pending (1 per TND), in the customer's own history.
    const [points] = await db().select().from(loyaltyOrderPoints).where(eq(loyaltyOrderPoints.order_id, order.id));
    expect(points).toMatchObject({ points: 13, status: 'pending' });
    expect((await customerRow(db(), client.customerId!)).pending_points).toBe(before.pending_points + 13);
    const mine = (await t.app.inject({ method: 'GET', url: '/api/me/orders', headers: client.headers })).json();
    expect(mine.orders.map((o: { id: string }) => o.id)).toContain(order.id);
    // Delivered: the points are earned.
    await deliverOrder(t.app, operator, order.id);
    expect((await db().select().from(loyaltyOrderPoints).where(eq(loyaltyOrderPoints.order_id, order.id)))[0]!.status).toBe('earned');
  });

  it('finds the customer by part of the phone number (as typed) or by e-mail, with their saved addresses', async () => {
    const byPhone = (await lookup(operator, '+216 22 123')).json();
    expect(byPhone.customers.map((c: { id: number }) => c.id)).toContain(client.customerId);
    const byMail = (await lookup(operator, client.email.toUpperCase())).json();
    expect(byMail.customers[0]).toMatchObject({ id: client.customerId, has_account: true, email: client.email });
    const short = await lookup(operator, '22');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toContain('au moins 3 caractères');
  });

  it('keeps every rule of the shop: zone minimum, sold out, unknown customer — refused in French, nothing written', async () => {
    const count = async () => (await db().select().from(orders)).length;
    const n = await count();
    const below = await phoneOrder(operator, {
      customer_id: client.customerId,
      commande: deliveryBody(menu, { items: [{ product_id: menu.product.id, quantity: 1 }] }),
    });
    expect(below.statusCode).toBe(422);
    expect(below.json().error.code).toBe('ZONE_MINIMUM');
    await db().update(produits).set({ rupture: true }).where(eq(produits.id, menu.withSide.id));
    catalogChanged(db());
    const soldOut = await phoneOrder(operator, {
      customer_id: client.customerId,
      commande: pickupBody(menu, { items: [{ product_id: menu.withSide.id, quantity: 1 }] }),
    });
    expect(soldOut.json().error.code).toBe('PRODUCT_SOLD_OUT');
    expect(soldOut.json().error.message).toContain('est épuisé');
    await db().update(produits).set({ rupture: false }).where(eq(produits.id, menu.withSide.id));
    catalogChanged(db());
    const nobody = await phoneOrder(operator, { customer_id: 999_999, commande: pickupBody(menu) });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().error.message).toBe('Client introuvable');
    const none = await phoneOrder(operator, { commande: pickupBody(menu) });
    expect(none.statusCode).toBe(400);
    expect(await count()).toBe(n);
  });

  it('with a Konnect link: the pay URL to show as a QR code, the kitchen told once paid', async () => {
    const res = await phoneOrder(operator, { customer_id: client.customerId, commande: pickupBody(menu, { mode_paiement: 'konnect' }) });
    expect(res.statusCode).toBe(201);
    const { order, payUrl } = res.json();
    expect(payUrl).toContain('/dev/konnect/pay/');
    expect(order.payment_status).toBe('en_attente');
    await payOnSimulator(t.app, paymentRefOf(payUrl), 'complete');
    await konnectWebhook(t.app, paymentRefOf(payUrl));
    expect((await row(order.id)).payment_status).toBe('paye');
  });
});

describe('phone order for a new customer', () => {
  it('needs a name and a phone only: a customer row without account, linked when they sign in with the e-mail given', async () => {
    const telephone = freshPhone();
    const email = `tel-${randomUUID().slice(0, 8)}@example.tn`;
    const res = await phoneOrder(operator, { nouveau_client: { prenom: 'Amel', nom: 'Ben Salah', telephone, email }, commande: pickupBody(menu) });
    expect(res.statusCode).toBe(201);
    const order = res.json().order;
    expect(order.customer).toMatchObject({ prenom: 'Amel', nom: 'Ben Salah', telephone });
    const [created] = await db().select().from(customers).where(eq(customers.telephone, telephone));
    expect(created).toMatchObject({ auth_user_id: null, onboarding_completed: true, nombre_commandes: 1, pending_points: 13 });
    // Later she signs in with her e-mail: the same row becomes hers, with the order.
    const later = await signInAs(t.app, { email, withCustomer: false });
    expect(await ensureProfile({ db: db(), userId: later.userId, email })).toBe(created!.id);
    const mine = (await t.app.inject({ method: 'GET', url: '/api/me/orders', headers: later.headers })).json();
    expect(mine.orders[0].id).toBe(order.id);
  });

  it('refuses a phone number already known (search for them instead) and leaves no customer behind a refused order', async () => {
    const taken = await phoneOrder(operator, { nouveau_client: { prenom: 'X', nom: 'Y', telephone: '22123456' }, commande: pickupBody(menu) });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toContain('Un client existe déjà avec ce numéro');
    const telephone = freshPhone();
    const refused = await phoneOrder(operator, {
      nouveau_client: { prenom: 'Sami', nom: 'Trabelsi', telephone },
      commande: deliveryBody(menu, { items: [{ product_id: menu.product.id, quantity: 1 }] }),
    });
    expect(refused.json().error.code).toBe('ZONE_MINIMUM');
    expect(await db().select().from(customers).where(eq(customers.telephone, telephone))).toHaveLength(0);
    // The corrected retry goes through; its replay (same key) answers the same order.
    const key = randomUUID();
    const payload = { nouveau_client: { prenom: 'Sami', nom: 'Trabelsi', telephone }, commande: deliveryBody(menu) };
    const first = await phoneOrder(operator, payload, key);
    const replay = await phoneOrder(operator, payload, key);
    expect(first.statusCode).toBe(201);
    expect(replay.json().order.id).toBe(first.json().order.id);
  });
});

describe('correcting an order before Prête', () => {
  it('recomputes the total, moves the pending points, e-mails the customer, records before → after and who', async () => {
    const order = await knownCustomerOrder(
      operator,
      pickupBody(menu, {
        items: [
          { product_id: menu.product.id, quantity: 2 },
          { product_id: menu.withSide.id, quantity: 1, accompaniment_id: menu.side.id },
        ],
      }),
    );
    expect(order.total_ttc).toBe(13_000 + 16_500);
    const pendingBefore = (await customerRow(db(), client.customerId!)).pending_points;
    const res = await correct(operator, order.id, {
      commande: pickupBody(menu, { items: [{ product_id: menu.product.id, quantity: 2 }] }),
      motif: 'Le client retire le maki',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ difference: -16_500, payUrl: null, order: { total_ttc: 13_000 } });
    expect(await db().select().from(orderItems).where(eq(orderItems.order_id, order.id))).toHaveLength(1);
    const [points] = await db().select().from(loyaltyOrderPoints).where(eq(loyaltyOrderPoints.order_id, order.id));
    expect(points!.points).toBe(13);
    expect((await customerRow(db(), client.customerId!)).pending_points).toBe(pendingBefore - 16);
    const mails = await db()
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.order_id, order.id), eq(notificationOutbox.type, 'email')));
    const mail = mails.find((m) => m.subject?.includes('a été modifiée'));
    expect(mail!.recipient).toBe(client.email);
    expect(mail!.content).toContain('Nouveau total : 13.000 TND');
    const [event] = await eventsOf('order.corrected', order.id);
    expect(event!.user_id).toBe(operator.userId);
    expect(event!.context).toMatchObject({
      motif: 'Le client retire le maki',
      before: { total_ttc: 29_500, points_en_attente: 29 },
      after: { total_ttc: 13_000, points_en_attente: 13 },
    });
    // The live event for the board and the customer's tracking page.
    const live = (await db().select().from(appEvents).where(eq(appEvents.event, 'stream.order'))).filter((e) => e.context.id === order.id);
    expect(live.length).toBeGreaterThanOrEqual(2);
  });

  it('switches pickup → delivery with the zone’s fee, and back', async () => {
    const order = await knownCustomerOrder();
    const toDelivery = await correct(operator, order.id, { commande: deliveryBody(menu) });
    expect(toDelivery.json().order).toMatchObject({
      type_commande: 'Livraison',
      frais_livraison: menu.zone.frais_livraison,
      total_ttc: 19_500 + menu.zone.frais_livraison,
    });
    const back = await correct(operator, order.id, { commande: pickupBody(menu) });
    expect(back.json().order).toMatchObject({ type_commande: 'A_emporter', frais_livraison: 0, total_ttc: 13_000, adresse_livraison: null });
  });

  it('refuses once Prête, below the zone minimum, or when nothing changes — in French, nothing changed', async () => {
    const order = await knownCustomerOrder();
    const same = await correct(operator, order.id, { commande: pickupBody(menu) });
    expect(same.statusCode).toBe(422);
    expect(same.json().error.message).toBe('La correction ne change rien à la commande');
    const below = await correct(operator, order.id, { commande: deliveryBody(menu, { items: [{ product_id: menu.product.id, quantity: 1 }] }) });
    expect(below.json().error.code).toBe('ZONE_MINIMUM');
    await setOrderStatus(t.app, operator, order.id, 'En_preparation');
    await setOrderStatus(t.app, operator, order.id, 'Pret');
    const late = await correct(operator, order.id, { commande: pickupBody(menu, { items: [{ product_id: menu.product.id, quantity: 1 }] }) });
    expect(late.statusCode).toBe(422);
    expect(late.json().error.message).toContain('déjà prête');
    expect(await row(order.id)).toMatchObject({ total_ttc: 13_000, type_commande: 'A_emporter' });
    expect(await eventsOf('order.corrected', order.id)).toHaveLength(0);
  });

  it('keeps a dish already on the order when it is sold out since', async () => {
    const order = await knownCustomerOrder(operator, pickupBody(menu, { items: [{ product_id: menu.withSide.id, quantity: 2 }] }));
    await db().update(produits).set({ rupture: true }).where(eq(produits.id, menu.withSide.id));
    catalogChanged(db());
    try {
      const res = await correct(operator, order.id, { commande: pickupBody(menu, { items: [{ product_id: menu.withSide.id, quantity: 1 }] }) });
      expect(res.statusCode).toBe(200);
    } finally {
      await db().update(produits).set({ rupture: false }).where(eq(produits.id, menu.withSide.id));
      catalogChanged(db());
    }
  });

  it('a paid Konnect order: lower records the difference to refund, higher opens a link for it', async () => {
    const placed = await postOrder(t.app, client, pickupBody(menu, { mode_paiement: 'konnect' }));
    const { order, payUrl } = placed.json();
    await payOnSimulator(t.app, paymentRefOf(payUrl), 'complete');
    await konnectWebhook(t.app, paymentRefOf(payUrl));
    expect((await row(order.id)).payment_status).toBe('paye');

    const pending = await phoneOrder(operator, { customer_id: client.customerId, commande: pickupBody(menu, { mode_paiement: 'konnect' }) });
    const open = await correct(operator, pending.json().order.id, { commande: pickupBody(menu, { items: [{ product_id: menu.product.id, quantity: 1 }] }) });
    expect(open.statusCode).toBe(409);
    expect(open.json().error.message).toContain('paiement en ligne de cette commande est en cours');

    const lower = await correct(operator, order.id, {
      commande: pickupBody(menu, { items: [{ product_id: menu.product.id, quantity: 1 }] }),
      motif: 'Un plat en moins',
    });
    expect(lower.json()).toMatchObject({ difference: -6_500, payUrl: null });
    expect(lower.json().order.remboursements).toEqual([
      expect.objectContaining({ reason: 'correction_commande', montant: 6_500, refunded_at: null, motif: 'Un plat en moins' }),
    ]);

    const higher = await correct(operator, order.id, { commande: pickupBody(menu, { items: [{ product_id: menu.product.id, quantity: 3 }] }) });
    expect(higher.json()).toMatchObject({ difference: 13_000 });
    const link = higher.json().payUrl as string;
    expect(link).toContain('/dev/konnect/pay/');
    const [supplement] = await db().select().from(orderPaymentSupplements).where(eq(orderPaymentSupplements.order_id, order.id));
    expect(supplement).toMatchObject({ montant: 13_000, status: 'en_attente', payment_ref: paymentRefOf(link) });
    // Unpaid: a refund cannot give back more than was paid.
    await setOrderStatus(t.app, operator, order.id, 'En_preparation');
    const tooMuch = await refund(operator, order.id, { montant: 19_500, motif: 'Test' });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error.message).toContain('ce qui a été payé (6.500 TND)');
    await payOnSimulator(t.app, paymentRefOf(link), 'complete');
    await konnectWebhook(t.app, paymentRefOf(link));
    expect((await db().select().from(orderPaymentSupplements).where(eq(orderPaymentSupplements.id, supplement!.id)))[0]!.status).toBe('paye');
    expect(await eventsOf('payment.supplement_paid', order.id)).toHaveLength(1);
  });

  it('a cash order just changes its total: no refund, no link', async () => {
    const order = await knownCustomerOrder();
    const res = await correct(operator, order.id, { commande: pickupBody(menu, { items: [{ product_id: menu.product.id, quantity: 5 }] }) });
    expect(res.json()).toMatchObject({ difference: 19_500, payUrl: null, order: { total_ttc: 32_500 } });
    expect(await db().select().from(paymentRefunds).where(eq(paymentRefunds.order_id, order.id))).toHaveLength(0);
    expect(await db().select().from(orderPaymentSupplements).where(eq(orderPaymentSupplements.order_id, order.id))).toHaveLength(0);
  });
});

describe('partial refund after delivery', () => {
  it('by chosen lines: the amount from the order’s own prices, points taken back in proportion', async () => {
    const order = await knownCustomerOrder(operator, pickupBody(menu, { items: [{ product_id: menu.product.id, quantity: 4 }] })); // 26.000 TND, 26 points
    await deliverOrder(t.app, operator, order.id);
    const balance = (await customerRow(db(), client.customerId!)).current_points_balance;
    const tooMany = await refund(operator, order.id, { lignes: [{ item_id: order.items[0]!.id, quantity: 5 }], motif: 'Sushis abîmés' });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().error.message).toContain('4 ×');
    const foreign = await refund(operator, order.id, { lignes: [{ item_id: 999_999, quantity: 1 }], motif: 'Sushis abîmés' });
    expect(foreign.json().error.message).toBe('Une ligne choisie n’appartient pas à cette commande');
    const both = await refund(operator, order.id, { montant: 1000, lignes: [{ item_id: order.items[0]!.id, quantity: 1 }], motif: 'x y z' });
    expect(both.statusCode).toBe(400);
    expect(await db().select().from(paymentRefunds).where(eq(paymentRefunds.order_id, order.id))).toHaveLength(0);

    const res = await refund(operator, order.id, { lignes: [{ item_id: order.items[0]!.id, quantity: 1 }], motif: 'Sushis abîmés' });
    expect(res.statusCode).toBe(201);
    expect(res.json().order.remboursements).toEqual([expect.objectContaining({ montant: 6_500, reason: 'remboursement_client', motif: 'Sushis abîmés' })]);
    // 26 points; the order keeps what 19.500 TND earns (19): 7 taken back.
    expect((await customerRow(db(), client.customerId!)).current_points_balance).toBe(balance - 7);
    const [event] = await eventsOf('payment.refunded', order.id);
    expect(event!.context).toMatchObject({ montant: 6_500, lignes: [{ quantity: 1, montant: 6_500 }], points_repris: 7 });
  });
});

describe('the order’s history', () => {
  it('lists creation, status changes, corrections and refunds with who and before → after', async () => {
    const order = await knownCustomerOrder();
    await correct(operator, order.id, { commande: pickupBody(menu, { items: [{ product_id: menu.product.id, quantity: 3 }] }), motif: 'Un de plus' });
    await deliverOrder(t.app, admin, order.id);
    await refund(admin, order.id, { montant: 2_000, motif: 'Geste commercial' });
    const { entries } = (await history(operator, order.id)).json() as {
      entries: { event: string; by: string; changes: { field: string; before: string; after: string }[]; note: string | null }[];
    };
    expect(entries.map((e) => e.event)).toEqual([
      'order.created',
      'order.corrected',
      'order.status_changed',
      'order.status_changed',
      'order.status_changed',
      'payment.refunded',
    ]);
    expect(entries[0]!.note).toBe('Commande prise par le personnel');
    expect(entries[1]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'Total', before: '13.000 TND', after: '19.500 TND' },
        { field: 'Articles', before: `2 × ${menu.product.nom_fr}`, after: `3 × ${menu.product.nom_fr}` },
      ]),
    );
    expect(entries[1]!.note).toBe('« Un de plus »');
    expect(entries[2]!.changes).toEqual([{ field: 'Statut', before: 'Reçue', after: 'En préparation' }]);
    expect(entries[5]!.note).toBe('2.000 TND · « Geste commercial »');
    // In French, amounts in TND: never a raw state ('non_requis') or millimes ('20500').
    expect(entries[5]!.changes).toEqual(expect.arrayContaining([{ field: 'Paiement', before: 'À encaisser', after: 'Remboursée' }]));
    for (const change of entries.flatMap((e) => e.changes)) expect(`${change.before} → ${change.after}`).not.toMatch(/_|\b\d{4,}\b/);
    expect((await history(operator, randomUUID())).statusCode).toBe(404);
  });
});
