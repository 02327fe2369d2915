/**
 * The Konnect link of a phone order from the board: sent to the
 * customer by WhatsApp or SMS through the customer messages' queue and the real clients against the
 * stand-ins (the app listens), once per link and channel; a new link for an unpaid order whose link
 * expired, refused while the link is valid and for a paid, cash or cancelled order; who may do it.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTND } from '@core/money';
import { customerMessages, orders } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { expectRefused, signInAllRoles, type SignedIn } from '../../test/auth';
import { konnectWebhook, paymentRefOf, payOnSimulator } from '../../test/konnect';
import { createShopTestApp, pickupBody, setOrderStatus, type MenuFixture } from '../../test/orders';
import { drainCustomerMessages } from '../messages/message-queue';
import { messageChannels } from '../messages/messages-plugin';
import type { StandInSms } from '../messages/sms-standin';
import type { StandInWhatsAppMessage } from '../messages/whatsapp-standin';

let t: TestApp;
let menu: MenuFixture;
let client: SignedIn, otherClient: SignedIn, operator: SignedIn, admin: SignedIn;
let phoneSeq = 24_200_000;
const freshPhone = () => String(++phoneSeq);

beforeAll(async () => {
  ({ t, menu } = await createShopTestApp({ listen: true }));
  ({ client, otherClient, operator, admin } = await signInAllRoles(t.app));
});
afterAll(() => t?.close());

const drain = () => drainCustomerMessages({ db: t.database.db, channels: messageChannels(t.app) });
const smsTo = async (telephone: string): Promise<StandInSms[]> =>
  ((await t.app.inject({ method: 'GET', url: '/dev/sms/api/messages' })).json().messages as StandInSms[]).filter((m) => m.to === `216${telephone}`);
const whatsAppTo = async (telephone: string): Promise<StandInWhatsAppMessage[]> =>
  ((await t.app.inject({ method: 'GET', url: '/dev/whatsapp/api/messages' })).json().messages as StandInWhatsAppMessage[]).filter(
    (m) => m.to === `216${telephone}`,
  );

const sendLink = (who: SignedIn | undefined, id: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/payment-link/send`, headers: who?.headers ?? { origin: t.config.publicUrl }, payload });
const reopen = (who: SignedIn | undefined, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/payment-link`, headers: who?.headers ?? { origin: t.config.publicUrl }, payload: {} });

/** A phone order for a new customer (name and phone only) paid by a Konnect link. */
async function konnectPhoneOrder(mode: 'konnect' | 'especes' = 'konnect') {
  const telephone = freshPhone();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/phone-orders',
    headers: { ...operator.headers, 'idempotency-key': randomUUID() },
    payload: { nouveau_client: { prenom: 'Hedi', nom: 'Ben Salem', telephone, email: '' }, commande: pickupBody(menu, { mode_paiement: mode }) },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { order, payUrl } = res.json() as { order: { id: string; numero_commande: string; total_ttc: number }; payUrl: string | null };
  return { ...order, payUrl, telephone };
}

const expire = (id: string) =>
  t.database.db
    .update(orders)
    .set({ payment_expires_at: new Date(Date.now() - 60_000) })
    .where(eq(orders.id, id));
const linkRows = (id: string) =>
  t.database.db
    .select()
    .from(customerMessages)
    .where(and(eq(customerMessages.order_id, id), eq(customerMessages.event, 'payment_link')));

function expectError(res: { statusCode: number; json: () => { error: { code: string; message: string } } }, status: number, code: string, message: string) {
  expect(res.statusCode).toBe(status);
  expect(res.json().error).toEqual({ code, message });
}

describe('sending the Konnect link by WhatsApp or SMS', () => {
  it('queues it for the job runner: the stand-ins get the link and the amount, once per link and channel', async () => {
    const order = await konnectPhoneOrder();
    expect(order.payUrl).toContain('/dev/konnect/pay/');
    // The board shows the same link.
    const board = await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: operator.headers });
    expect(board.json().order.lien_paiement).toMatchObject({ url: order.payUrl });

    const bySms = await sendLink(operator, order.id, { canal: 'sms' });
    expect(bySms.statusCode, bySms.body).toBe(200);
    expect(bySms.json()).toEqual({ canal: 'sms', deja_envoye: false });
    // Nothing leaves inside the request: the queue sends it.
    expect(await smsTo(order.telephone)).toEqual([]);
    await drain();
    const [sms] = await smsTo(order.telephone);
    expect(sms!.text).toBe(
      `Bonjour Hedi, réglez votre commande ${order.numero_commande} (${formatTND(order.total_ttc)}) par ce lien de paiement : ${order.payUrl}`,
    );
    // A second tap: the same link is not sent twice by the same channel.
    expect((await sendLink(admin, order.id, { canal: 'sms' })).json()).toEqual({ canal: 'sms', deja_envoye: true });
    await drain();
    expect(await smsTo(order.telephone)).toHaveLength(1);

    expect((await sendLink(operator, order.id, { canal: 'whatsapp' })).json()).toEqual({ canal: 'whatsapp', deja_envoye: false });
    await drain();
    const [whatsapp] = await whatsAppTo(order.telephone);
    expect(whatsapp).toMatchObject({ template: 'lien_paiement', parameters: ['Hedi', order.numero_commande, formatTND(order.total_ttc), order.payUrl] });
    const staffView = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}/messages`, headers: operator.headers });
    expect(staffView.json().messages.map((m: { event: string; canal: string }) => [m.event, m.canal])).toEqual([
      ['payment_link', 'sms'],
      ['payment_link', 'whatsapp'],
    ]);
  });

  it('refuses a bad channel, an expired link, a cash order and a paid one in French, and queues nothing', async () => {
    const order = await konnectPhoneOrder();
    const bad = await sendLink(operator, order.id, { canal: 'pigeon' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('Choisissez WhatsApp ou SMS');
    await expire(order.id);
    expectError(
      await sendLink(operator, order.id, { canal: 'sms' }),
      409,
      'PAYMENT_LINK_EXPIRED',
      'Ce lien de paiement a expiré : créez-en un nouveau avant de l’envoyer',
    );
    const cash = await konnectPhoneOrder('especes');
    expectError(await sendLink(operator, cash.id, { canal: 'sms' }), 422, 'NOT_PAYABLE', 'Cette commande ne peut plus être payée en ligne');
    const paid = await konnectPhoneOrder();
    await payOnSimulator(t.app, paymentRefOf(paid.payUrl!), 'complete');
    await konnectWebhook(t.app, paymentRefOf(paid.payUrl!));
    expectError(await sendLink(operator, paid.id, { canal: 'whatsapp' }), 409, 'ALREADY_PAID', 'Cette commande est déjà payée');
    for (const id of [order.id, cash.id, paid.id]) expect(await linkRows(id)).toEqual([]);
  });
});

describe('a new Konnect link for an expired one', () => {
  it('opens a new link once the last one expired, shown on the board and sent with the new address', async () => {
    const order = await konnectPhoneOrder();
    expectError(
      await reopen(operator, order.id),
      409,
      'PAYMENT_LINK_ACTIVE',
      'Le lien de paiement est encore valide : envoyez-le au client ou attendez qu’il expire',
    );
    await expire(order.id);
    const board = await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: operator.headers });
    expect(board.json().order.payment_status).toBe('echoue');

    const res = await reopen(operator, order.id);
    expect(res.statusCode, res.body).toBe(200);
    const { payUrl, order: view } = res.json();
    expect(payUrl).toContain('/dev/konnect/pay/');
    expect(payUrl).not.toBe(order.payUrl);
    expect(view).toMatchObject({ payment_status: 'en_attente', lien_paiement: { url: payUrl } });
    expect((await sendLink(operator, order.id, { canal: 'sms' })).statusCode).toBe(200);
    await drain();
    expect((await smsTo(order.telephone)).map((m) => m.text.endsWith(payUrl))).toEqual([true]);
    // Paid through the new link: no newer one.
    await payOnSimulator(t.app, paymentRefOf(payUrl), 'complete');
    await konnectWebhook(t.app, paymentRefOf(payUrl));
    await expire(order.id);
    expectError(await reopen(operator, order.id), 409, 'ALREADY_PAID', 'Cette commande est déjà payée');
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ payment_status: 'paye', payment_url: payUrl });
  });

  it('refuses a paid order even when its link expired, a cancelled order and a cash order', async () => {
    const paid = await konnectPhoneOrder();
    await payOnSimulator(t.app, paymentRefOf(paid.payUrl!), 'complete');
    await konnectWebhook(t.app, paymentRefOf(paid.payUrl!));
    await expire(paid.id);
    expectError(await reopen(admin, paid.id), 409, 'ALREADY_PAID', 'Cette commande est déjà payée');
    const cancelled = await konnectPhoneOrder();
    expect((await setOrderStatus(t.app, operator, cancelled.id, 'Annule')).statusCode).toBe(200);
    expectError(await reopen(operator, cancelled.id), 422, 'NOT_PAYABLE', 'Cette commande ne peut plus être payée en ligne');
    const cash = await konnectPhoneOrder('especes');
    expectError(await reopen(operator, cash.id), 422, 'NOT_PAYABLE', 'Cette commande ne peut plus être payée en ligne');
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, paid.id));
    expect(row!.payment_url).toBe(paid.payUrl);
  });
});

describe('who may send or reopen a link', () => {
  it('anonymous 401, a client and another client 403, operator and admin allowed', async () => {
    const order = await konnectPhoneOrder();
    await expectRefused((who) => sendLink(who, order.id, { canal: 'sms' }), [client, otherClient], { label: 'send' });
    await expectRefused((who) => reopen(who, order.id), [client, otherClient], { label: 'reopen' });
    expect(await linkRows(order.id)).toEqual([]);
    expect((await sendLink(operator, order.id, { canal: 'sms' })).statusCode).toBe(200);
    expect((await sendLink(admin, order.id, { canal: 'whatsapp' })).statusCode).toBe(200);
    await expire(order.id);
    expect((await reopen(operator, order.id)).statusCode).toBe(200);
    await expire(order.id);
    expect((await reopen(admin, order.id)).statusCode).toBe(200);
  });
});
