/**
 * The cash rules, through the API: 'Je paierai avec', the ceiling of a first cash order,
 * cash refused after refused deliveries (per phone number, across accounts), the blacklist set from an
 * order (account and phone number), the confirmation code of a first cash order, the settings, and who
 * may call each new endpoint. Every refusal has its French message and writes nothing.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASH_MESSAGES } from '@core/cash';
import { customers, livraisonsRefusees, notificationOutbox, orders, telephonesBlacklistes } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { expectRefused, signInAllRoles, signInAs, type SignedIn } from '../../test/auth';
import { createShopTestApp, deliverOrder, deliveryBody, pickupBody, postOrder, setOrderStatus, type MenuFixture } from '../../test/orders';

let t: TestApp;
let menu: MenuFixture;
let admin: SignedIn, operator: SignedIn, client: SignedIn, otherClient: SignedIn;
let phoneCounter = 20_000_000;
const freshPhone = () => String(++phoneCounter);
const customer = (telephone = freshPhone()) => signInAs(t.app, { withCustomer: { telephone } });

beforeAll(async () => {
  ({ t, menu } = await createShopTestApp());
  ({ admin, operator, client, otherClient } = await signInAllRoles(t.app, {
    client: { withCustomer: { telephone: freshPhone() } },
    otherClient: { withCustomer: { telephone: freshPhone() } },
  }));
});
afterAll(async () => {
  await t?.close();
});

const send = (url: string, payload: unknown, who?: SignedIn) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: who?.headers ?? { origin: t.config.publicUrl } });

async function setCashSettings(values: {
  especes_plafond_premiere_commande?: number | null;
  especes_refus_max?: number | null;
  especes_code_premiere_commande?: boolean;
}) {
  const before = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.headers })).json();
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings/paiements',
    headers: admin.headers,
    payload: { ...before.paiements, especes_plafond_premiere_commande: null, especes_refus_max: null, especes_code_premiere_commande: false, ...values },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const orderCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]!.n;

async function expectRefusal(
  res: { statusCode: number; json: () => { error: { code: string; message: string } } },
  status: number,
  code: string,
  message: string,
) {
  expect(res.statusCode).toBe(status);
  expect(res.json().error).toEqual({ code, message });
}

/** A delivery order taken out for delivery (En_livraison) by staff. */
async function outForDelivery(who: SignedIn, body: Record<string, unknown> = {}): Promise<string> {
  const res = await postOrder(t.app, who, deliveryBody(menu, body));
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().order.id as string;
  for (const statut of ['En_preparation', 'Pret', 'En_livraison']) expect((await setOrderStatus(t.app, operator, id, statut)).statusCode).toBe(200);
  return id;
}

describe('Je paierai avec', () => {
  it('is kept with a cash order and shown to its owner and to staff, not to another customer', async () => {
    await setCashSettings({});
    const res = await postOrder(t.app, client, pickupBody(menu, { paiera_avec: 20_000 }));
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().order.id;
    const owner = await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: client.headers });
    expect(owner.json().order.paiera_avec).toBe(20_000);
    const board = (await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: operator.headers })).json().orders;
    expect(board.find((o: { id: string }) => o.id === id)).toMatchObject({
      paiera_avec: 20_000,
      especes: { livraison_refusee: false, client_blackliste: false },
    });
    const numero = res.json().order.numero_commande;
    const tracked = await t.app.inject({ method: 'GET', url: `/api/orders/by-number/${numero}`, headers: otherClient.headers });
    expect(tracked.statusCode).toBe(200);
    expect(tracked.json().order.paiera_avec).toBeNull();
  });

  it('is refused below the total, with another payment mode, or when it is not an amount, and writes nothing', async () => {
    const before = await orderCount();
    // 2 × 6.500 = 13.000 TND
    await expectRefusal(
      await postOrder(t.app, client, pickupBody(menu, { paiera_avec: 12_999 })),
      422,
      'PAIERA_AVEC_TOO_LOW',
      'Le montant « Je paierai avec » doit être au moins égal au total de la commande (13.000 TND)',
    );
    await expectRefusal(
      await postOrder(t.app, client, pickupBody(menu, { mode_paiement: 'carte', paiera_avec: 20_000 })),
      422,
      'PAIERA_AVEC_CASH_ONLY',
      CASH_MESSAGES.paieraAvecCashOnly,
    );
    await expectRefusal(await postOrder(t.app, client, pickupBody(menu, { paiera_avec: 'cinquante' })), 400, 'VALIDATION', CASH_MESSAGES.paieraAvecInvalid);
    await expectRefusal(await postOrder(t.app, client, pickupBody(menu, { paiera_avec: 0 })), 400, 'VALIDATION', CASH_MESSAGES.paieraAvecInvalid);
    expect(await orderCount()).toBe(before);
  });
});

describe('ceiling of a first cash order', () => {
  it('refuses a first cash order above it, accepts another mode, and lifts it once an order was delivered (to any account of the number)', async () => {
    await setCashSettings({ especes_plafond_premiere_commande: 10_000 });
    const phone = freshPhone();
    const newcomer = await customer(phone);
    const before = await orderCount();
    await expectRefusal(
      await postOrder(t.app, newcomer, pickupBody(menu)),
      422,
      'CASH_FIRST_ORDER_CEILING',
      'Pour une première commande, le paiement en espèces est limité à 10.000 TND. Choisissez un autre mode de paiement ou réduisez votre commande.',
    );
    expect(await orderCount()).toBe(before);
    // Under the ceiling: one product (6.500 TND).
    expect((await postOrder(t.app, newcomer, pickupBody(menu, { items: [{ product_id: menu.product.id, quantity: 1 }] }))).statusCode).toBe(201);
    const card = await postOrder(t.app, newcomer, pickupBody(menu, { mode_paiement: 'carte' }));
    expect(card.statusCode).toBe(201);
    await deliverOrder(t.app, operator, card.json().order.id);
    expect((await postOrder(t.app, newcomer, pickupBody(menu))).statusCode).toBe(201);
    // A second account with the same number is no newcomer either.
    const sameNumber = await customer(phone);
    expect((await postOrder(t.app, sameNumber, pickupBody(menu))).statusCode).toBe(201);
    await setCashSettings({});
  });
});

describe('refused deliveries', () => {
  it('staff mark a delivery refused: it is cancelled, counted for the number, and cash is refused at the limit across accounts', async () => {
    await setCashSettings({ especes_refus_max: 2 });
    const phone = freshPhone();
    const first = await customer(phone);
    const second = await customer(phone);
    const one = await outForDelivery(first);
    const marked = await send(`/api/admin/orders/${one}/delivery-refused`, { motif: 'Client absent' }, operator);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().order).toMatchObject({ statut_commande: 'Annule', especes: { livraison_refusee: true, livraisons_refusees_telephone: 1 } });
    const [row] = await t.database.db.select().from(livraisonsRefusees).where(eq(livraisonsRefusees.order_id, one));
    expect(row).toMatchObject({ telephone: phone, motif: 'Client absent', marked_by: operator.userId });
    await expectRefusal(await send(`/api/admin/orders/${one}/delivery-refused`, {}, admin), 409, 'DELIVERY_REFUSAL_ALREADY', CASH_MESSAGES.refusalAlready);

    // One refusal: cash still offered. The second, under the other account, reaches the limit.
    const two = await outForDelivery(second);
    expect((await send(`/api/admin/orders/${two}/delivery-refused`, {}, admin)).statusCode).toBe(200);
    const before = await orderCount();
    await expectRefusal(await postOrder(t.app, first, deliveryBody(menu)), 422, 'CASH_REFUSED_DELIVERIES', CASH_MESSAGES.refusedDeliveries);
    await expectRefusal(await postOrder(t.app, second, pickupBody(menu)), 422, 'CASH_REFUSED_DELIVERIES', CASH_MESSAGES.refusedDeliveries);
    expect(await orderCount()).toBe(before);
    expect((await postOrder(t.app, second, pickupBody(menu, { mode_paiement: 'carte' }))).statusCode).toBe(201);
    // Without the rule, cash again.
    await setCashSettings({});
    expect((await postOrder(t.app, first, pickupBody(menu))).statusCode).toBe(201);
  });

  it('only a delivery out or cancelled can be marked refused', async () => {
    const who = await customer();
    const pickup = (await postOrder(t.app, who, pickupBody(menu))).json().order.id;
    await expectRefusal(
      await send(`/api/admin/orders/${pickup}/delivery-refused`, {}, operator),
      422,
      'DELIVERY_REFUSAL_NOT_DELIVERY',
      CASH_MESSAGES.refusalNotDelivery,
    );
    const fresh = (await postOrder(t.app, who, deliveryBody(menu))).json().order.id;
    await expectRefusal(await send(`/api/admin/orders/${fresh}/delivery-refused`, {}, operator), 422, 'DELIVERY_REFUSAL_NOT_OUT', CASH_MESSAGES.refusalNotOut);
    expect((await t.database.db.select().from(orders).where(eq(orders.id, fresh)))[0]!.statut_commande).toBe('Recu');
    const tooLong = await send(`/api/admin/orders/${fresh}/delivery-refused`, { motif: 'x'.repeat(301) }, operator);
    await expectRefusal(tooLong, 400, 'VALIDATION', CASH_MESSAGES.motifTooLong);
    const unknown = await send('/api/admin/orders/00000000-0000-4000-8000-000000000000/delivery-refused', {}, operator);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('blacklist from an order', () => {
  it('blacklists the account and its number, which then orders under no account; taking them off frees the number', async () => {
    const phone = freshPhone();
    const banned = await customer(phone);
    const order = (await postOrder(t.app, banned, pickupBody(menu))).json().order.id;
    await expectRefusal(await send(`/api/admin/orders/${order}/blacklist`, { motif: ' ' }, admin), 400, 'VALIDATION', CASH_MESSAGES.motifRequired);
    const res = await send(`/api/admin/orders/${order}/blacklist`, { motif: 'Commandes jamais récupérées' }, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order.especes.client_blackliste).toBe(true);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, banned.customerId!));
    expect(row).toMatchObject({ is_blacklisted: true, blacklist_motif: 'Commandes jamais récupérées' });
    expect(await t.database.db.select().from(telephonesBlacklistes).where(eq(telephonesBlacklistes.telephone, phone))).toHaveLength(1);

    const before = await orderCount();
    const message = 'Votre compte ne permet pas de passer commande. Veuillez contacter le restaurant.';
    await expectRefusal(await postOrder(t.app, banned, pickupBody(menu)), 403, 'BLACKLISTED', message);
    const otherAccount = await customer(phone);
    await expectRefusal(await postOrder(t.app, otherAccount, pickupBody(menu, { mode_paiement: 'carte' })), 403, 'BLACKLISTED', message);
    expect(await orderCount()).toBe(before);

    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/customers/${banned.customerId}/blacklist`,
      headers: admin.headers,
      payload: { is_blacklisted: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await postOrder(t.app, otherAccount, pickupBody(menu, { mode_paiement: 'carte' }))).statusCode).toBe(201);
  });
});

describe('confirmation code of a first cash order', () => {
  async function codeOf(orderId: string): Promise<string> {
    const [mail] = await t.database.db
      .select()
      .from(notificationOutbox)
      .where(and(sql`${notificationOutbox.template_data}->>'kind' = 'cash_confirmation_code'`, sql`${notificationOutbox.subject} like ${'%' + orderId + '%'}`));
    return /(\d{6})/.exec(mail!.content)![1]!;
  }

  it('holds the order in Attente_verif until the right code, counts wrong codes and tells how many are left', async () => {
    await setCashSettings({ especes_code_premiere_commande: true });
    const newcomer = await customer();
    const placed = await postOrder(t.app, newcomer, pickupBody(menu));
    expect(placed.statusCode, placed.body).toBe(201);
    const { id, numero_commande } = placed.json().order;
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.statut_commande).toBe('Attente_verif');
    const code = await codeOf(numero_commande);
    const seen = await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: newcomer.headers });
    expect(seen.json().order).toMatchObject({ statut_commande: 'Attente_verif', code_confirmation_attendu: true });

    const wrong = code === '000000' ? '111111' : '000000';
    const url = `/api/orders/${id}/confirmation-code`;
    await expectRefusal(await send(url, { code: wrong }, newcomer), 422, 'CASH_CODE_WRONG', 'Code incorrect. Il vous reste 4 essais.');
    await expectRefusal(await send(url, { code: 'abc' }, newcomer), 400, 'VALIDATION', CASH_MESSAGES.codeInvalidFormat);
    // Someone else's order: not found, and no try counted.
    expect((await send(url, { code }, otherClient)).statusCode).toBe(404);
    const ok = await send(url, { code }, newcomer);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().order).toMatchObject({ statut_commande: 'Recu', code_confirmation_attendu: false });
    await expectRefusal(await send(url, { code }, newcomer), 409, 'CASH_CODE_NOT_EXPECTED', CASH_MESSAGES.codeNotExpected);
  });

  it('locks after five wrong codes; a card order and a known customer get no code', async () => {
    const newcomer = await customer();
    const placed = (await postOrder(t.app, newcomer, pickupBody(menu))).json().order;
    const code = await codeOf(placed.numero_commande);
    const wrong = code === '000000' ? '111111' : '000000';
    const url = `/api/orders/${placed.id}/confirmation-code`;
    for (const remaining of [4, 3, 2, 1]) {
      await expectRefusal(await send(url, { code: wrong }, newcomer), 422, 'CASH_CODE_WRONG', CASH_MESSAGES.codeWrong(remaining));
    }
    await expectRefusal(await send(url, { code: wrong }, newcomer), 422, 'CASH_CODE_LOCKED', CASH_MESSAGES.codeLocked);
    await expectRefusal(await send(url, { code }, newcomer), 422, 'CASH_CODE_LOCKED', CASH_MESSAGES.codeLocked);
    // Staff confirm it from the board after calling.
    expect((await setOrderStatus(t.app, operator, placed.id, 'Recu')).statusCode).toBe(200);

    const card = (await postOrder(t.app, newcomer, pickupBody(menu, { mode_paiement: 'carte' }))).json().order;
    expect(card.statut_commande).toBe('Recu');
    await deliverOrder(t.app, operator, card.id);
    const known = (await postOrder(t.app, newcomer, pickupBody(menu))).json().order;
    expect(known.statut_commande).toBe('Recu');
    await setCashSettings({});
  });
});

describe('settings: Paiement en espèces', () => {
  it('saves the three rules and refuses bad values in French', async () => {
    const view = await setCashSettings({ especes_plafond_premiere_commande: 80_000, especes_refus_max: 3, especes_code_premiere_commande: true });
    expect(view.paiements).toMatchObject({ especes_plafond_premiere_commande: 80_000, especes_refus_max: 3, especes_code_premiere_commande: true });
    const before = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.headers })).json();
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/paiements',
      headers: admin.headers,
      payload: { ...before.paiements, especes_refus_max: 0 },
    });
    await expectRefusal(bad, 400, 'VALIDATION', 'Le nombre de livraisons refusées doit être compris entre 1 et 50');
    const after = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.headers })).json();
    expect(after.paiements.especes_refus_max).toBe(3);
    await setCashSettings({});
  });
});

describe('who may call the new endpoints', () => {
  it('delivery-refused: staff only; blacklist: admins only; confirmation-code: the owner only', async () => {
    const order = (await postOrder(t.app, client, pickupBody(menu))).json().order.id;
    await expectRefused((who) => send(`/api/admin/orders/${order}/delivery-refused`, {}, who), [client, otherClient]);
    // Operators and admins get past the guard (the rule then answers about the order).
    expect((await send(`/api/admin/orders/${order}/delivery-refused`, {}, operator)).json().error.code).toBe('DELIVERY_REFUSAL_NOT_DELIVERY');
    expect((await send(`/api/admin/orders/${order}/delivery-refused`, {}, admin)).json().error.code).toBe('DELIVERY_REFUSAL_NOT_DELIVERY');

    await expectRefused((who) => send(`/api/admin/orders/${order}/blacklist`, { motif: 'Essai' }, who), [client, otherClient, operator]);
    expect((await t.database.db.select().from(customers).where(eq(customers.id, client.customerId!)))[0]!.is_blacklisted).toBe(false);

    const url = `/api/orders/${order}/confirmation-code`;
    expect((await send(url, { code: '123456' })).statusCode).toBe(401);
    expect((await send(url, { code: '123456' }, operator)).statusCode).toBe(403);
    expect((await send(url, { code: '123456' }, admin)).statusCode).toBe(403);
    expect((await send(url, { code: '123456' }, otherClient)).statusCode).toBe(404);
    // The owner, on an order that waits for no code: not found either (there is no code row).
    expect((await send(url, { code: '123456' }, client)).statusCode).toBe(404);
  });
});
