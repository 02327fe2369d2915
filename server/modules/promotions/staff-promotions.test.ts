/**
 * Offers on the staff side: a phone order is priced with them like the shop's; a correction
 * re-prices the order through the one rule with the offers it took (an offer no longer met gives its use
 * back); a partial refund by lines gives back what was paid for them, a whole refund the offer's use;
 * points are earned on what is paid after the discounts; the kitchen ticket, the SMS and the correction
 * e-mail say the discount lines.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { buildKitchenTicket } from '@core/print/kitchen-ticket';
import {
  customerMessages,
  loyaltyOrderPoints,
  notificationOutbox,
  orderItems,
  orders,
  promotionCodes,
  promotionRedemptions,
  promotions,
} from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { expectRefused, signInAllRoles, signInAs, type SignedIn } from '../../test/auth';
import { buildPromotion } from '../../test/factories';
import { createShopTestApp, deliverOrder, pickupBody, postOrder, type MenuFixture } from '../../test/orders';
import { loadTicketOrder } from '../printing/ticket-data';

let t: TestApp;
let menu: MenuFixture;
let operator: SignedIn;
let phone = 23_000_000;
const db = () => t.database.db;

const newClient = () => signInAs(t.app, { withCustomer: { telephone: String(++phone) } });

beforeAll(async () => {
  ({ t, menu } = await createShopTestApp());
  operator = await signInAs(t.app, { role: 'operator' });
});
afterAll(async () => t?.close());

/** Only `offer` runs. */
async function onlyOffer(overrides: Parameters<typeof buildPromotion>[1]) {
  await db().update(promotions).set({ etat: 'terminee' });
  return buildPromotion(db(), overrides);
}

const offerRow = async (id: number) => (await db().select().from(promotions).where(eq(promotions.id, id)))[0]!;
const itemsOf = (orderId: string) => db().select().from(orderItems).where(eq(orderItems.order_id, orderId)).orderBy(orderItems.id);

function phoneOrder(customerId: number, commande: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/phone-orders',
    headers: { ...operator.headers, 'idempotency-key': randomUUID() },
    payload: { customer_id: customerId, commande },
  });
}

const correct = (id: string, commande: object) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/correction`, headers: operator.headers, payload: { commande, motif: 'Le client change' } });

const refund = (id: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/refund`, headers: operator.headers, payload });

const twoLines = (productQty: number, withSideQty: number) =>
  pickupBody(menu, {
    items: [
      { product_id: menu.product.id, quantity: productQty },
      { product_id: menu.withSide.id, quantity: withSideQty },
    ],
  });

describe('a phone order', () => {
  it('is priced with the running offer and a code, like the shop’s, and earns points on what is paid', async () => {
    await onlyOffer({ nom: '-20 % sur les Makis', kind: 'items_percent', percent: 20, cible: { categories: [], produits: [menu.product.id] } });
    await buildPromotion(db(), { nom: 'Code -2 TND', kind: 'order_amount', percent: null, amount: 2_000, automatique: false, code: 'TEL2', cumulable: true });
    const client = await newClient();
    const res = await phoneOrder(client.customerId!, pickupBody(menu, { promo_code: 'tel2' }));
    expect(res.statusCode).toBe(201);
    const { order } = res.json();
    // 13.000 - 2.600 (20 % of the makis) - 2.000 (the code)
    expect(order).toMatchObject({ source: 'telephone', montant_promotions: 4_600, total_ttc: 8_400 });
    expect(order.promotions.map((p: { nom: string; code: string | null }) => [p.nom, p.code])).toEqual([
      ['-20 % sur les Makis', null],
      ['Code -2 TND', 'TEL2'],
    ]);
    // points on the 8.400 TND paid, not on the 13.000 listed
    const [points] = await db().select().from(loyaltyOrderPoints).where(eq(loyaltyOrderPoints.order_id, order.id));
    expect(points!.points).toBe(8);
  });
});

describe('a correction', () => {
  it('re-prices the lines through the rule, the snapshot and the use follow, the e-mail says the discount', async () => {
    const offer = await onlyOffer({ nom: '-10 %', kind: 'order_percent', percent: 10 });
    const client = await newClient();
    // 2 × 6.500 + 1 × 14.000 = 27.000; -10 % = 2.700
    const { order } = (await postOrder(t.app, client, twoLines(2, 1))).json();
    expect(order).toMatchObject({ montant_promotions: 2_700, total_ttc: 24_300 });
    const res = await correct(order.id, twoLines(4, 1));
    expect(res.statusCode).toBe(200);
    // 4 × 6.500 + 14.000 = 40.000; -10 % = 4.000
    expect(res.json().order).toMatchObject({ montant_promotions: 4_000, total_ttc: 36_000 });
    expect(res.json().difference).toBe(36_000 - 24_300);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row!.promotions).toEqual([expect.objectContaining({ promotion_id: offer.id, amount: 4_000 })]);
    expect((await itemsOf(order.id)).map((i) => i.remise)).toEqual([2_600, 1_400]);
    expect(await offerRow(offer.id)).toMatchObject({ utilisations: 1, budget_utilise: 4_000 });
    const [use] = await db().select().from(promotionRedemptions).where(eq(promotionRedemptions.order_id, order.id));
    expect(use!.amount).toBe(4_000);
    const mails = await db()
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.order_id, order.id), eq(notificationOutbox.type, 'email')));
    expect(mails.find((m) => m.subject?.includes('a été modifiée'))!.content).toContain('-10 % : -4.000 TND');
  });

  it('drops an offer the new content no longer meets and gives its use back; adds none the order did not take', async () => {
    const offer = await onlyOffer({ nom: 'Dès 20 TND', kind: 'order_amount', percent: null, amount: 3_000, conditions: { minimum: 20_000 } });
    const client = await newClient();
    const { order } = (await postOrder(t.app, client, twoLines(2, 1))).json();
    expect(order.montant_promotions).toBe(3_000);
    const lower = (await correct(order.id, pickupBody(menu))).json().order;
    expect(lower).toMatchObject({ montant_promotions: 0, total_ttc: 13_000, promotions: [] });
    expect(await offerRow(offer.id)).toMatchObject({ utilisations: 0, budget_utilise: 0 });
    // back above the minimum: the offer was given back, a correction does not take a new one
    const higher = (await correct(order.id, twoLines(2, 1))).json().order;
    expect(higher).toMatchObject({ montant_promotions: 0, total_ttc: 27_000 });
  });

  it('frees the single-use code of an offer that falls away, for another order', async () => {
    const offer = await onlyOffer({
      nom: 'Flyer dès 20 TND',
      kind: 'order_amount',
      percent: null,
      amount: 2_000,
      automatique: false,
      codes_uniques: true,
      conditions: { minimum: 20_000 },
    });
    await db().insert(promotionCodes).values({ promotion_id: offer.id, code: 'SOLO-AB12CD34' });
    const { order } = (await postOrder(t.app, await newClient(), { ...twoLines(2, 1), promo_code: 'solo-ab12cd34' })).json();
    expect(order.promotions).toEqual([expect.objectContaining({ code: 'SOLO-AB12CD34', amount: 2_000 })]);
    await correct(order.id, pickupBody(menu));
    const [code] = await db().select().from(promotionCodes).where(eq(promotionCodes.code, 'SOLO-AB12CD34'));
    expect(code!.order_id).toBeNull();
    const other = (await postOrder(t.app, await newClient(), { ...twoLines(2, 1), promo_code: 'SOLO-AB12CD34' })).json().order;
    expect(other.montant_promotions).toBe(2_000);
  });
});

describe('a refund', () => {
  it('by lines gives back what was paid for them; the whole order gives the offer’s use back', async () => {
    const offer = await onlyOffer({ nom: '-20 % sur les Makis', kind: 'items_percent', percent: 20, cible: { categories: [], produits: [menu.product.id] } });
    const client = await newClient();
    const { order } = (await postOrder(t.app, client, twoLines(3, 1))).json();
    // makis 19.500 - 3.900; the other line 14.000
    expect(order).toMatchObject({ montant_promotions: 3_900, total_ttc: 29_600 });
    await deliverOrder(t.app, operator, order.id);
    const [makis, other] = await itemsOf(order.id);
    const res = await refund(order.id, {
      lignes: [
        { item_id: makis!.id, quantity: 1 },
        { item_id: other!.id, quantity: 1 },
      ],
      motif: 'Sushis abîmés',
    });
    expect(res.statusCode).toBe(201);
    // one maki paid 6.500 - 1.300, the other line in full
    expect(res.json().order.remboursements).toEqual([expect.objectContaining({ montant: 5_200 + 14_000 })]);
    // a partial refund keeps the use: the offer was used
    expect((await offerRow(offer.id)).utilisations).toBe(1);

    const whole = (await postOrder(t.app, await newClient(), twoLines(3, 1))).json().order;
    await deliverOrder(t.app, operator, whole.id);
    const all = await itemsOf(whole.id);
    const res2 = await refund(whole.id, { lignes: all.map((i) => ({ item_id: i.id, quantity: i.quantity })), motif: 'Commande ratée' });
    expect(res2.json().order.remboursements).toEqual([expect.objectContaining({ montant: 29_600 })]);
    expect(await offerRow(offer.id)).toMatchObject({ utilisations: 1, budget_utilise: 3_900 });
  });
});

describe('a refund of an order paid partly with a voucher', () => {
  it('by lines gives back what was paid in money for them, the voucher’s share left out', async () => {
    await onlyOffer({ nom: '-20 % sur les Makis', kind: 'items_percent', percent: 20, cible: { categories: [], produits: [menu.product.id] } });
    const client = await signInAs(t.app, { withCustomer: { telephone: String(++phone), current_points_balance: 500 } });
    const exchanged = await t.app.inject({ method: 'POST', url: '/api/me/vouchers/exchange', headers: client.headers, payload: { points: 500 } });
    const { voucher } = exchanged.json();
    const { order } = (await postOrder(t.app, client, { ...twoLines(3, 1), voucher_code: voucher.code })).json();
    // lines after the offer: 15.600 and 14.000; the 5.000 voucher spread over them: 2.635 and 2.365
    expect(order).toMatchObject({ montant_promotions: 3_900, montant_remise: 5_000, total_ttc: 24_600 });
    await deliverOrder(t.app, operator, order.id);
    const [, other] = await itemsOf(order.id);
    const one = await refund(order.id, { lignes: [{ item_id: other!.id, quantity: 1 }], motif: 'Plat oublié' });
    expect(one.json().order.remboursements).toEqual([expect.objectContaining({ montant: 14_000 - 2_365 })]);
  });
});

describe('what staff and customers read', () => {
  it('the kitchen ticket names the offer, the confirmation SMS says the discount lines', async () => {
    await onlyOffer({ nom: '-10 % pour tous', kind: 'order_percent', percent: 10 });
    const client = await newClient();
    const { order } = (await postOrder(t.app, client, pickupBody(menu))).json();
    const loaded = await loadTicketOrder({ db: db(), orderId: order.id });
    const kitchen = buildKitchenTicket(loaded!.order, { paperWidth: 80 });
    expect(kitchen.lines).toContainEqual(expect.objectContaining({ kind: 'text', text: 'OFFRE : -10 % pour tous' }));
    const [message] = await db()
      .select()
      .from(customerMessages)
      .where(and(eq(customerMessages.order_id, order.id), eq(customerMessages.event, 'confirmed')));
    expect(message!.params).toMatchObject({ remises: '-10 % pour tous -1.300 TND' });
  });
});

describe('the phone order’s quote', () => {
  it('prices the cart with the offers for the customer found, or a new customer’s first order; staff only', async () => {
    await onlyOffer({ nom: 'Bienvenue', kind: 'order_percent', percent: 10, conditions: { premiere_commande: true } });
    const roles = await signInAllRoles(t.app);
    const quote = (who: SignedIn | undefined, body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/phone-orders/quote',
        headers: who?.headers ?? { origin: t.config.publicUrl },
        payload: { ...pickupBody(menu), ...body },
      });
    await expectRefused((who) => quote(who, {}), [roles.client, roles.otherClient]);
    for (const staff of [roles.operator, roles.admin]) {
      const fresh = await quote(staff, {});
      expect(fresh.statusCode).toBe(200);
      expect(fresh.json()).toMatchObject({ subtotal: 13_000, total: 11_700, applied: [expect.objectContaining({ nom: 'Bienvenue', amount: 1_300 })] });
    }
    // a known customer with an order delivered already: not a first order
    const known = await newClient();
    const { order } = (await postOrder(t.app, known, pickupBody(menu))).json();
    await deliverOrder(t.app, operator, order.id);
    const again = (await quote(operator, { customer_id: known.customerId })).json();
    expect(again).toMatchObject({ total: 13_000, applied: [] });
  });
});
