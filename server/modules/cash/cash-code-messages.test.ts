/**
 * The confirmation code of a first cash order by SMS or WhatsApp, through the customer
 * messages' queue and the real clients against the stand-ins (the app listens: /dev/sms and
 * /dev/whatsapp over HTTP): the channel the customer chose, once for one request even replayed and
 * drained again, the code blanked from the queue once sent, a wrong code refused in French, e-mail for
 * a customer who chose e-mail only or when no phone channel is configured (production without one).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASH_MESSAGES } from '@core/cash';
import { PlaceOrderInput } from '@core/schemas/place-order';
import { codesConfirmationCommande, customerMessages, notificationOutbox } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { signInAs, type SignedIn } from '../../test/auth';
import { createShopTestApp, pickupBody, postOrder, setOrderStatus, type MenuFixture } from '../../test/orders';
import { drainCustomerMessages } from '../messages/message-queue';
import { messageChannels } from '../messages/messages-plugin';
import type { StandInSms } from '../messages/sms-standin';
import type { StandInWhatsAppMessage } from '../messages/whatsapp-standin';
import { placeOrder } from '../orders/place-order';
import { customerCashCodeSender } from './cash-code-sender';

let t: TestApp;
let menu: MenuFixture;
let phoneCounter = 23_100_000;
const freshPhone = () => String(++phoneCounter);

beforeAll(async () => {
  ({ t, menu } = await createShopTestApp({ listen: true }));
  const admin = await signInAs(t.app, { role: 'admin' });
  const before = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.headers })).json();
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings/paiements',
    headers: admin.headers,
    payload: { ...before.paiements, especes_plafond_premiere_commande: null, especes_refus_max: null, especes_code_premiere_commande: true },
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => t?.close());

const drain = () => drainCustomerMessages({ db: t.database.db, channels: messageChannels(t.app) });
// The code's messages to a number.
const smsTo = async (telephone: string): Promise<StandInSms[]> =>
  ((await t.app.inject({ method: 'GET', url: '/dev/sms/api/messages' })).json().messages as StandInSms[]).filter(
    (m) => m.to === `216${telephone}` && m.text.startsWith('Votre code de confirmation'),
  );
const whatsAppTo = async (telephone: string, template = 'code_confirmation'): Promise<StandInWhatsAppMessage[]> =>
  ((await t.app.inject({ method: 'GET', url: '/dev/whatsapp/api/messages' })).json().messages as StandInWhatsAppMessage[]).filter(
    (m) => m.to === `216${telephone}` && m.template === template,
  );
const confirmedRows = (orderId: string) =>
  t.database.db
    .select()
    .from(customerMessages)
    .where(and(eq(customerMessages.order_id, orderId), eq(customerMessages.event, 'confirmed')));
const codeRows = (orderId: string) =>
  t.database.db
    .select()
    .from(customerMessages)
    .where(and(eq(customerMessages.order_id, orderId), eq(customerMessages.event, 'confirmation_code')));
const codeMails = async (numero: string) =>
  t.database.db
    .select()
    .from(notificationOutbox)
    .where(and(sql`${notificationOutbox.template_data}->>'kind' = 'cash_confirmation_code'`, sql`${notificationOutbox.subject} like ${'%' + numero + '%'}`));

async function newcomer(canal: 'whatsapp' | 'sms' | 'email', telephone = freshPhone()): Promise<SignedIn & { telephone: string }> {
  const who = await signInAs(t.app, { withCustomer: { telephone, prenom: 'Yasmine' } });
  const res = await t.app.inject({ method: 'PUT', url: '/api/me/message-consent', headers: who.headers, payload: { canal, source: 'checkout' } });
  expect(res.statusCode, res.body).toBe(200);
  return { ...who, telephone };
}

const confirmCode = (who: SignedIn, orderId: string, code: string) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/confirmation-code`, headers: who.headers, payload: { code } });

describe('the code of a first cash order by SMS or WhatsApp', () => {
  it('goes by SMS to a customer who chose SMS, once for a replayed request and a second drain; a wrong code is refused in French', async () => {
    const who = await newcomer('sms');
    const key = randomUUID();
    const first = await postOrder(t.app, who, pickupBody(menu), key);
    expect(first.statusCode, first.body).toBe(201);
    const replay = await postOrder(t.app, who, pickupBody(menu), key);
    expect(replay.json().order.id).toBe(first.json().order.id);
    const { id, numero_commande } = first.json().order;

    await drain();
    expect(await drain()).toEqual([]);
    const sent = await smsTo(who.telephone);
    expect(sent).toHaveLength(1);
    const code = /(\d{6})/.exec(sent[0]!.text)![1]!;
    expect(sent[0]!.text).toBe(CASH_MESSAGES.codeBody(code, numero_commande));
    expect(await codeMails(numero_commande)).toEqual([]);
    // The queue keeps no clear code once the message is sent.
    const [row] = await codeRows(id);
    expect(row).toMatchObject({ event: 'confirmation_code', status: 'sent', channel: 'sms', canal_demande: 'sms' });
    expect(JSON.stringify(row!.params)).not.toContain(code);

    const seen = await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: who.headers });
    expect(seen.json().order).toMatchObject({ statut_commande: 'Attente_verif', code_confirmation_attendu: true, code_confirmation_canal: 'sms' });
    const wrong = await confirmCode(who, id, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error).toEqual({ code: 'CASH_CODE_WRONG', message: 'Code incorrect. Il vous reste 4 essais.' });
    const ok = await confirmCode(who, id, code);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().order).toMatchObject({ statut_commande: 'Recu', code_confirmation_attendu: false });
    // confirmed by its code: the 'Commande confirmée' SMS goes, and no second code
    expect(await drain()).toEqual(['sent']);
    expect(await confirmedRows(id)).toMatchObject([{ status: 'sent', channel: 'sms' }]);
    expect(await smsTo(who.telephone)).toHaveLength(1);
  });

  it('goes by WhatsApp (the approved template) to a customer who chose WhatsApp, and the code it carries confirms the order', async () => {
    const who = await newcomer('whatsapp');
    const placed = await postOrder(t.app, who, pickupBody(menu));
    expect(placed.statusCode, placed.body).toBe(201);
    const { id, numero_commande } = placed.json().order;
    // The code alone, waiting for WhatsApp's delivery report
    expect(await drain()).toEqual(['waiting']);
    // the order is not confirmed yet, so no 'confirmed' message
    expect(await confirmedRows(id)).toEqual([]);
    const [message] = await whatsAppTo(who.telephone);
    expect(message).toMatchObject({ template: 'code_confirmation', language: 'fr' });
    const [code, numero] = message!.parameters;
    expect(code).toMatch(/^\d{6}$/);
    expect(numero).toBe(numero_commande);
    // Delivered: the message is done, nothing by SMS.
    await t.app.inject({ method: 'POST', url: `/dev/whatsapp/messages/${message!.id}/status`, payload: { status: 'delivered' } });
    await drain();
    expect(await smsTo(who.telephone)).toEqual([]);
    expect((await whatsAppTo(who.telephone)).length).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: who.headers })).json().order.code_confirmation_canal).toBe('whatsapp');
    expect((await confirmCode(who, id, code!)).json().order.statut_commande).toBe('Recu');
    // Confirmed by its code: now the customer is told, once
    expect(await confirmedRows(id)).toHaveLength(1);
    await drain();
    const confirmed = await whatsAppTo(who.telephone, 'commande_confirmee');
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]!.parameters[1]).toBe(numero_commande);
  });

  it('confirms the order once when staff accept it without its code, straight to En préparation', async () => {
    const who = await newcomer('whatsapp');
    const { id } = (await postOrder(t.app, who, pickupBody(menu))).json().order;
    expect(await confirmedRows(id)).toEqual([]);
    const operator = await signInAs(t.app, { role: 'operator' });
    expect((await setOrderStatus(t.app, operator, id, 'En_preparation')).statusCode).toBe(200);
    expect(await confirmedRows(id)).toHaveLength(1);
    // further along, nothing confirms it again
    expect((await setOrderStatus(t.app, operator, id, 'Pret')).statusCode).toBe(200);
    expect(await confirmedRows(id)).toHaveLength(1);
  });

  it('goes by e-mail to a customer who chose e-mail only, and nothing reaches the stand-ins', async () => {
    const who = await newcomer('email');
    const placed = (await postOrder(t.app, who, pickupBody(menu))).json().order;
    expect(await codeMails(placed.numero_commande)).toHaveLength(1);
    expect(await codeRows(placed.id)).toEqual([]);
    await drain();
    expect(await smsTo(who.telephone)).toEqual([]);
    expect(await whatsAppTo(who.telephone)).toEqual([]);
    const [row] = await t.database.db.select().from(codesConfirmationCommande).where(eq(codesConfirmationCommande.order_id, placed.id));
    expect(row!.canal).toBe('email');
  });

  it('goes by e-mail when no phone channel is configured (production with WhatsApp and SMS off), whatever the customer chose', async () => {
    const who = await newcomer('sms');
    const placed = await placeOrder({
      db: t.database.db,
      catalog: t.app.catalog,
      customerId: who.customerId!,
      input: PlaceOrderInput.parse(pickupBody(menu)),
      idempotencyKey: randomUUID(),
      publicUrl: t.config.publicUrl,
      cashCodeSender: customerCashCodeSender({ isProduction: true, origin: t.config.publicUrl, box: t.app.secretBox }),
    });
    expect(placed.order.statut_commande).toBe('Attente_verif');
    expect(await codeMails(placed.order.numero_commande)).toHaveLength(1);
    expect(await codeRows(placed.order.id)).toEqual([]);
  });
});
