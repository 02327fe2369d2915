/**
 * The /dev stand-in pages speak French like the rest of the product: a message's or a payment's status
 * reads 'Envoyé', 'En attente', never the service's own 'sent' or 'pending'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { SIMULATOR_API_KEY } from '../payments/konnect-connection';
import { STANDIN } from '../messages/messaging-setup';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** The status cell of each row of a stand-in's table. */
const statuses = (html: string, column: number) =>
  [...html.matchAll(/<tr>((?:<td[^>]*>[\s\S]*?<\/td>)+)<\/tr>/g)].map((row) => [...row[1]!.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)][column]?.[1]);

describe('the stand-in pages', () => {
  it('show WhatsApp and SMS statuses in French', async () => {
    const whatsapp = await t.app.inject({
      method: 'POST',
      url: '/dev/whatsapp/v21.0/1/messages',
      headers: { authorization: `Bearer ${STANDIN.whatsappToken}` },
      payload: { messaging_product: 'whatsapp', to: '21698111222', type: 'template', template: { name: 'essai', language: { code: 'fr' } } },
    });
    expect(whatsapp.statusCode).toBe(200);
    const sms = await t.app.inject({
      method: 'POST',
      url: '/dev/sms/api/send',
      headers: { authorization: STANDIN.smsToken },
      payload: { to: '21698111222', text: 'Bonjour' },
    });
    expect(sms.statusCode).toBe(200);
    for (const url of ['/dev/whatsapp', '/dev/sms']) {
      const page = (await t.app.inject({ method: 'GET', url })).body;
      expect(statuses(page, 4)).toEqual(['Envoyé']);
      expect(page).toContain('>Distribué</button>');
      expect(page).toContain('>Échec</button>');
    }
  });

  it("shows the Konnect simulator's payment status in French", async () => {
    const init = await t.app.inject({
      method: 'POST',
      url: '/dev/konnect/api/v2/payments/init-payment',
      headers: { 'x-api-key': SIMULATOR_API_KEY },
      payload: {
        receiverWalletId: 'w',
        token: 'TND',
        amount: 1000,
        orderId: 'o1',
        webhook: 'http://x.tn/w',
        successUrl: 'http://x.tn/s',
        failUrl: 'http://x.tn/f',
      },
    });
    const page = (await t.app.inject({ method: 'GET', url: `/dev/konnect/pay/${init.json().paymentRef}` })).body;
    expect(page).toContain('<p>Statut : En attente</p>');
  });

  it("shows the local mailbox's sending status in French", async () => {
    await t.app.sendMail({ to: 'client@example.tn', subject: 'Objet', html: '<p>Bonjour</p>', text: 'Bonjour', type: 'test' });
    const page = (await t.app.inject({ method: 'GET', url: '/dev/mailbox' })).body;
    expect(statuses(page, 4)).toEqual(['outbox · Envoyé']);
  });
});
