/**
 * Stand-ins never run in production: no /dev/mailbox, no Konnect simulator, and no local outbox for
 * e-mail (a production with no transport left fails each send, recorded as an error).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailHistory } from './db/schema/index';
import { createTestApp, type TestApp } from './test/app';

let prod: TestApp;
beforeAll(async () => {
  prod = await createTestApp({
    config: {
      env: 'production',
      isProduction: true,
      authSecret: 'a-long-production-secret-for-this-test-only',
      mail: { from: 'Sakura <c@sakura.tn>', brevoApiUrl: 'http://127.0.0.1:9' },
    },
  });
});
afterAll(async () => prod?.close());

describe('production', () => {
  it('serves no local mailbox', async () => {
    for (const url of ['/dev/mailbox', '/dev/mailbox/1', '/dev/mailbox/1/text']) {
      const res = await prod.app.inject({ method: 'GET', url });
      expect(res.body).not.toContain('Boîte mail locale');
      expect(res.headers['content-type']).not.toMatch(/^text\/plain/);
    }
  });

  it('serves no Konnect simulator', async () => {
    const init = await prod.app.inject({ method: 'POST', url: '/dev/konnect/api/v2/payments/init-payment', payload: {} });
    expect(init.statusCode).toBe(404);
    const status = await prod.app.inject({ method: 'GET', url: '/dev/konnect/api/v2/payments/anything' });
    // An unknown page: the shop's own page, not the simulator's JSON answer.
    expect(status.headers['content-type']).toMatch(/^text\/html/);
    const pay = await prod.app.inject({ method: 'GET', url: '/dev/konnect/pay/anything' });
    expect(pay.body).not.toContain('Konnect (simulateur)');
  });

  it('never delivers into the local outbox: with no transport a send fails and keeps no body', async () => {
    expect(prod.app.mailTransport.name).toBe('none');
    const result = await prod.app.sendMail({ to: 'client@example.tn', subject: 'Objet', html: '<p>Lien</p>', text: 'Lien', type: 'test' });
    expect(result).toMatchObject({ ok: false, provider: 'none', error: expect.stringMatching(/^Aucun envoi d’e-mail configuré/) });
    const [row] = await prod.database.db.select().from(emailHistory).where(eq(emailHistory.id, result.id));
    expect(row).toMatchObject({ status: 'error', provider: 'none', html_body: null, text_body: null });
  });
});

describe('outside production', () => {
  it('keeps the outbox and the mailbox', async () => {
    const dev = await createTestApp();
    try {
      expect(dev.app.mailTransport.name).toBe('outbox');
      expect((await dev.app.inject({ method: 'GET', url: '/dev/mailbox' })).body).toContain('Boîte mail locale');
    } finally {
      await dev.close();
    }
  });
});
