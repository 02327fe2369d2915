/**
 * Customer messages end to end through the real clients and the stand-ins (/dev/whatsapp, /dev/sms over
 * HTTP: the app listens): the order's 'confirmed' and status messages by WhatsApp, the delivery webhooks
 * signed like Meta's, the fall back to SMS after a failure and after a minute undelivered (an injected
 * clock, no waiting), the SMS leg's retries, once per (order, event) even after a restart, 'STOP'.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { customerMessages, messageConsents } from '../../db/schema/index';
import { signInAs, type SignedIn } from '../../test/auth';
import { momentText } from '@core/customer-messages';
import type { SlotsView } from '@core/schemas/slots';
import { konnectWebhook, paymentRefOf, payOnSimulator } from '../../test/konnect';
import { createShopTestApp, deliveryBody, pickupBody, postOrder, setOrderStatus, type MenuFixture } from '../../test/orders';
import type { TestApp } from '../../test/app';
import { DELIVERY_WAIT_MS, drainCustomerMessages } from './message-queue';
import { messageChannels } from './messages-plugin';
import { queueCustomerMessage } from './queue-customer-message';
import type { StandInWhatsAppMessage } from './whatsapp-standin';
import type { StandInSms } from './sms-standin';

let t: TestApp;
let menu: MenuFixture;
let staff: SignedIn;

beforeAll(async () => {
  ({ t, menu } = await createShopTestApp({ listen: true }));
  staff = await signInAs(t.app, { role: 'operator' });
});
afterAll(() => t.close());

const inMs = (ms: number) => () => new Date(Date.now() + ms);
const drain = (app: FastifyInstance = t.app, clock = inMs(0)) => drainCustomerMessages({ db: app.database.db, channels: messageChannels(app), clock });

async function whatsAppSent(app: FastifyInstance = t.app): Promise<StandInWhatsAppMessage[]> {
  return (await app.inject({ method: 'GET', url: '/dev/whatsapp/api/messages' })).json().messages;
}
async function smsSent(app: FastifyInstance = t.app): Promise<StandInSms[]> {
  return (await app.inject({ method: 'GET', url: '/dev/sms/api/messages' })).json().messages;
}
const toOf = (telephone: string) => `216${telephone}`;

async function customerWith(canal: 'whatsapp' | 'sms' | 'email', telephone: string, langue: 'fr' | 'ar' = 'fr'): Promise<SignedIn> {
  const who = await signInAs(t.app, { withCustomer: { telephone, prenom: 'Amira' } });
  const res = await t.app.inject({ method: 'PUT', url: '/api/me/message-consent', headers: who.headers, payload: { canal, langue, source: 'checkout' } });
  expect(res.statusCode).toBe(200);
  return who;
}

async function placeOrder(who: SignedIn): Promise<{ id: string; numero_commande: string }> {
  const res = await postOrder(t.app, who, pickupBody(menu));
  expect(res.statusCode).toBe(201);
  return res.json().order;
}

async function messageRow(orderId: string, event: string) {
  const [row] = await t.database.db
    .select()
    .from(customerMessages)
    .where(and(eq(customerMessages.order_id, orderId), eq(customerMessages.event, event as never)));
  return row!;
}

async function adminMessages(orderId: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}/messages`, headers: staff.headers });
  expect(res.statusCode).toBe(200);
  return res.json().messages as { event: string; libelle: string; canal: string | null; statut: string; statut_libelle: string }[];
}

function markWhatsApp(id: string, status: 'delivered' | 'read' | 'failed') {
  return t.app.inject({ method: 'POST', url: `/dev/whatsapp/messages/${id}/status`, payload: { status } });
}

describe('WhatsApp first', () => {
  it("sends 'confirmed' as the approved template, closes it on 'delivered', then 'ready' once when staff move the order", async () => {
    const who = await customerWith('whatsapp', '22000001');
    const order = await placeOrder(who);
    expect(await drain()).toEqual(['waiting']);
    const [confirmed] = (await whatsAppSent()).filter((m) => m.to === toOf('22000001'));
    expect(confirmed).toMatchObject({
      template: 'commande_confirmee',
      language: 'fr',
      parameters: ['Amira', order.numero_commande, 'dès que possible', `https://shop.test/order-tracking/${order.numero_commande}`],
    });
    expect(await messageRow(order.id, 'confirmed')).toMatchObject({ status: 'pending', channel: 'whatsapp', whatsapp_status: 'sent' });

    const webhook = await markWhatsApp(confirmed!.id, 'delivered');
    expect(webhook.json()).toEqual({ ok: true, webhook: 200 });
    expect(await messageRow(order.id, 'confirmed')).toMatchObject({ status: 'sent', whatsapp_status: 'delivered' });
    await markWhatsApp(confirmed!.id, 'read');
    // A late 'delivered' never moves 'read' back.
    await markWhatsApp(confirmed!.id, 'delivered');
    expect((await messageRow(order.id, 'confirmed')).whatsapp_status).toBe('read');

    for (const statut of ['En_preparation', 'Pret']) expect((await setOrderStatus(t.app, staff, order.id, statut)).statusCode).toBe(200);
    expect(await drain()).toEqual(['waiting']);
    const mine = (await whatsAppSent()).filter((m) => m.to === toOf('22000001'));
    expect(mine.map((m) => m.template)).toEqual(['commande_confirmee', 'commande_prete']);
    expect(mine[1]!.parameters).toEqual(['Amira', order.numero_commande, 'Sakura Sushi']);
    expect(await adminMessages(order.id)).toMatchObject([
      { event: 'confirmed', canal: 'whatsapp', statut: 'lu', statut_libelle: 'Lu' },
      { event: 'ready', canal: 'whatsapp', statut: 'envoye', statut_libelle: 'Envoyé' },
    ]);
    await markWhatsApp(mine[1]!.id, 'delivered');
    expect(await adminMessages(order.id)).toMatchObject([{ statut: 'lu' }, { statut: 'distribue', statut_libelle: 'Distribué' }]);
  });

  it('falls back to SMS when WhatsApp is not delivered within the minute, not before', async () => {
    const who = await customerWith('whatsapp', '22000002');
    const order = await placeOrder(who);
    expect(await drain()).toEqual(['waiting']);
    expect(await drain(t.app, inMs(DELIVERY_WAIT_MS / 2))).toEqual([]);
    expect((await smsSent()).filter((m) => m.to === toOf('22000002'))).toEqual([]);
    expect(await drain(t.app, inMs(DELIVERY_WAIT_MS + 1000))).toEqual(['sent']);
    const [sms] = (await smsSent()).filter((m) => m.to === toOf('22000002'));
    expect(sms!.text).toBe(
      `Bonjour Amira, votre commande ${order.numero_commande} est confirmée, dès que possible. Suivi : https://shop.test/order-tracking/${order.numero_commande}`,
    );
    expect(await adminMessages(order.id)).toMatchObject([{ event: 'confirmed', canal: 'sms', statut: 'bascule_sms', statut_libelle: 'Basculé en SMS' }]);
    // The SMS gateway's delivery report, with the shared token.
    const report = await t.app.inject({ method: 'POST', url: `/dev/sms/messages/${sms!.id}/status`, payload: { status: 'delivered' } });
    expect(report.json()).toEqual({ ok: true, webhook: 200 });
    expect((await messageRow(order.id, 'confirmed')).sms_status).toBe('delivered');
  });

  it('falls back to SMS at once when the WhatsApp send fails, and when WhatsApp reports it failed', async () => {
    const first = await customerWith('whatsapp', '22000003');
    await t.app.inject({ method: 'POST', url: '/dev/whatsapp/api/fail-next', payload: { count: 1, status: 400 } });
    const refused = await placeOrder(first);
    expect(await drain()).toEqual(['sent']);
    expect(await messageRow(refused.id, 'confirmed')).toMatchObject({ status: 'sent', channel: 'sms', whatsapp_status: 'failed', sms_status: 'sent' });

    const second = await customerWith('whatsapp', '22000004');
    const undelivered = await placeOrder(second);
    expect(await drain()).toEqual(['waiting']);
    const [message] = (await whatsAppSent()).filter((m) => m.to === toOf('22000004'));
    await markWhatsApp(message!.id, 'failed');
    expect(await drain()).toEqual(['sent']);
    expect((await smsSent()).filter((m) => m.to === toOf('22000004'))).toHaveLength(1);
    expect(await adminMessages(undelivered.id)).toMatchObject([{ canal: 'sms', statut: 'bascule_sms' }]);
  });
});

describe('SMS', () => {
  it('retries the gateway with backoff, then sends once', async () => {
    const who = await customerWith('sms', '22000005');
    await t.app.inject({ method: 'POST', url: '/dev/sms/api/fail-next', payload: { count: 2, status: 503 } });
    const order = await placeOrder(who);
    expect(await drain()).toEqual(['retry']);
    expect(await drain()).toEqual([]); // not due yet
    expect(await drain(t.app, inMs(60_000))).toEqual(['retry']);
    expect(await drain(t.app, inMs(5 * 60_000))).toEqual(['sent']);
    expect((await smsSent()).filter((m) => m.to === toOf('22000005'))).toHaveLength(1);
    expect(await messageRow(order.id, 'confirmed')).toMatchObject({ status: 'sent', channel: 'sms', attempts: 3, whatsapp_status: null });
    expect((await whatsAppSent()).filter((m) => m.to === toOf('22000005'))).toEqual([]);
  });

  it('sends nothing to a customer who chose e-mail only', async () => {
    const who = await customerWith('email', '22000006');
    const order = await placeOrder(who);
    expect(await drain()).toEqual(['skipped']);
    expect([...(await smsSent()), ...(await whatsAppSent())].filter((m) => m.to === toOf('22000006'))).toEqual([]);
    expect(await adminMessages(order.id)).toMatchObject([{ statut: 'ignore' }]);
  });
});

describe("the customer's messages, each through the SMS stand-in and on the back-office's order", () => {
  /** The texts that reached the stand-in for this number, in order. */
  const textsTo = async (telephone: string) => (await smsSent()).filter((m) => m.to === toOf(telephone)).map((m) => m.text);
  const tracking = (numero: string) => `https://shop.test/order-tracking/${numero}`;
  const move = async (id: string, ...statuts: string[]) => {
    for (const statut of statuts) expect((await setOrderStatus(t.app, staff, id, statut)).statusCode).toBe(200);
  };

  it("'confirmed' with the slot of a scheduled order", async () => {
    const who = await customerWith('sms', '22000101');
    const slots = (await t.app.inject({ method: 'GET', url: '/api/slots?type_commande=A_emporter' })).json<SlotsView>();
    const slot = slots.jours[1]!.creneaux[8]!;
    const res = await postOrder(t.app, who, pickupBody(menu, { scheduled_for: slot.at }));
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().order;
    await drain();
    expect(await textsTo('22000101')).toEqual([
      `Bonjour Amira, votre commande ${order.numero_commande} est confirmée, ${momentText(new Date(slot.at))}. Suivi : ${tracking(order.numero_commande)}`,
    ]);
    expect(momentText(new Date(slot.at))).toMatch(/^pour le \d{2}\/\d{2} à \d{2}:\d{2}$/);
    expect(await adminMessages(order.id)).toMatchObject([{ event: 'confirmed', canal: 'sms', statut: 'envoye' }]);
  });

  it("'ready for pickup', then nothing more for a pickup collected", async () => {
    const who = await customerWith('sms', '22000102');
    const order = await placeOrder(who);
    await move(order.id, 'En_preparation', 'Pret');
    await drain();
    expect((await textsTo('22000102'))[1]).toBe(`Bonjour Amira, votre commande ${order.numero_commande} est prête : venez la récupérer chez Sakura Sushi.`);
    expect((await adminMessages(order.id)).map((m) => m.event)).toEqual(['confirmed', 'ready']);
  });

  it("'out for delivery' and 'delivered' with the review link; a delivery's Prête tells nothing", async () => {
    const who = await customerWith('sms', '22000103');
    const res = await postOrder(t.app, who, deliveryBody(menu));
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().order;
    await move(order.id, 'En_preparation', 'Pret', 'En_livraison');
    await drain();
    await move(order.id, 'Livre');
    await drain();
    expect((await textsTo('22000103')).slice(1)).toEqual([
      `Bonjour Amira, votre commande ${order.numero_commande} est en route vers vous. Suivi : ${tracking(order.numero_commande)}`,
      `Bonjour Amira, votre commande ${order.numero_commande} a été livrée. Bon appétit ! Donnez-nous votre avis : ${tracking(order.numero_commande)}?avis=1`,
    ]);
    expect(await adminMessages(order.id)).toMatchObject([
      { event: 'confirmed', statut: 'envoye' },
      { event: 'out_for_delivery', canal: 'sms', statut: 'envoye', statut_libelle: 'Envoyé' },
      { event: 'delivered', canal: 'sms', statut: 'envoye' },
    ]);
  });

  it("'cancelled' when staff cancel the order", async () => {
    const who = await customerWith('sms', '22000104');
    const order = await placeOrder(who);
    await move(order.id, 'Annule');
    await drain();
    expect((await textsTo('22000104'))[1]).toBe(`Bonjour Amira, votre commande ${order.numero_commande} chez Sakura Sushi a été annulée.`);
    expect((await adminMessages(order.id)).map((m) => [m.event, m.statut])).toEqual([
      ['confirmed', 'envoye'],
      ['cancelled', 'envoye'],
    ]);
  });

  it("'payment failed' with the retry link, once, and no 'confirmed' for an unpaid order", async () => {
    const who = await customerWith('sms', '22000105');
    const res = await postOrder(t.app, who, pickupBody(menu, { mode_paiement: 'konnect' }));
    expect(res.statusCode, res.body).toBe(201);
    const { order, payUrl } = res.json();
    await payOnSimulator(t.app, paymentRefOf(payUrl), 'fail');
    await konnectWebhook(t.app, paymentRefOf(payUrl));
    await konnectWebhook(t.app, paymentRefOf(payUrl));
    await drain();
    expect(await textsTo('22000105')).toEqual([
      `Bonjour Amira, le paiement de votre commande ${order.numero_commande} a échoué. Réessayer : https://shop.test/payment-failed/${order.id}`,
    ]);
    expect(await adminMessages(order.id)).toMatchObject([{ event: 'payment_failed', libelle: 'Paiement échoué', canal: 'sms', statut: 'envoye' }]);
  });
});

describe('once per order and event', () => {
  it('never queues or sends a message twice, even from a restarted server on the same database', async () => {
    const who = await customerWith('sms', '22000007');
    const order = await placeOrder(who);
    expect(await drain()).toEqual(['sent']);
    const restarted = await buildApp({ config: t.config, database: t.database, logger: false, notificationWorker: false, imageWorker: false });
    await restarted.listen({ port: 0, host: '127.0.0.1' });
    try {
      const [row] = await t.database.db.select().from(customerMessages).where(eq(customerMessages.order_id, order.id));
      const { orders } = await import('../../db/schema/index');
      const [orderRow] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
      const queuedAgain = await t.database.db.transaction((tx) =>
        queueCustomerMessage({ tx, order: orderRow!, event: 'confirmed', restaurant: 'Sakura Sushi', publicUrl: 'https://shop.test' }),
      );
      expect(queuedAgain).toBe(false);
      expect(await drain(restarted)).toEqual([]);
      expect(await smsSent(restarted)).toEqual([]);
      expect((await smsSent()).filter((m) => m.to === toOf('22000007'))).toHaveLength(1);
      expect(row!.status).toBe('sent');
    } finally {
      await restarted.close();
    }
  });
});

describe('webhooks', () => {
  const body = JSON.stringify({ entry: [{ changes: [{ value: { statuses: [{ id: 'wamid.x', status: 'delivered' }] } }] }] });

  it('refuses a WhatsApp notification with a bad or missing signature, and changes nothing', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/whatsapp',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${'0'.repeat(64)}` },
      payload: body,
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error).toEqual({ code: 'WEBHOOK_SIGNATURE_INVALID', message: 'Signature du webhook invalide' });
    const missing = await t.app.inject({ method: 'POST', url: '/api/webhooks/whatsapp', headers: { 'content-type': 'application/json' }, payload: body });
    expect(missing.statusCode).toBe(401);
  });

  it("answers Meta's verify-token handshake only with the right token", async () => {
    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=verification-locale&hub.challenge=1158201444',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    const wrong = await t.app.inject({ method: 'GET', url: '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=autre&hub.challenge=1' });
    expect(wrong.statusCode).toBe(403);
  });

  it('refuses an SMS report or reply without the shared token', async () => {
    for (const path of ['/api/webhooks/sms/report', '/api/webhooks/sms/inbound']) {
      for (const query of ['', '?token=faux']) {
        const res = await t.app.inject({
          method: 'POST',
          url: `${path}${query}`,
          payload: { id: 'x', status: 'delivered', from: '21622000008', text: 'STOP' },
        });
        expect(res.statusCode).toBe(401);
        expect(res.json().error.code).toBe('WEBHOOK_TOKEN_INVALID');
      }
    }
  });
});

describe("'STOP'", () => {
  async function consentsOf(who: SignedIn) {
    return t.database.db.select().from(messageConsents).where(eq(messageConsents.customer_id, who.customerId!)).orderBy(messageConsents.id);
  }

  it('ends the consent when it comes by WhatsApp; the next message is not sent', async () => {
    const who = await customerWith('whatsapp', '22000009');
    const reply = await t.app.inject({ method: 'POST', url: '/dev/whatsapp/reply', payload: { from: '21622000009', text: 'Stop' } });
    expect(reply.json()).toEqual({ ok: true, webhook: 200 });
    expect((await consentsOf(who)).map((c) => [c.canal, c.source])).toEqual([
      ['whatsapp', 'checkout'],
      ['email', 'stop_whatsapp'],
    ]);
    const me = await t.app.inject({ method: 'GET', url: '/api/me/message-consent', headers: who.headers });
    expect(me.json()).toMatchObject({ canal: 'email', arrete_par_stop: true });
    await placeOrder(who);
    expect(await drain()).toEqual(['skipped']);
  });

  it('ends the consent when it comes by SMS', async () => {
    const who = await customerWith('sms', '22000010');
    const reply = await t.app.inject({ method: 'POST', url: '/dev/sms/reply', payload: { from: '21622000010', text: 'STOP' } });
    expect(reply.json()).toEqual({ ok: true, webhook: 200 });
    expect((await consentsOf(who)).at(-1)).toMatchObject({ canal: 'email', source: 'stop_sms' });
  });
});
