import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailHistory, notificationOutbox, restaurantSettings } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { startSmtpSink, type SmtpSink } from '../../test/mail';
import { createSendMail } from './index';
import { emailChangeMail, loadBrand, passwordResetMail, signInLinkMail, signupLinkMail } from './templates';
import { brevoTransport, outboxTransport, smtpTransport } from './transports';

let t: TestApp;
let sink: SmtpSink;
const log = pino({ level: 'silent' });
const from = 'Sakura Sushi <commandes@sakura-sushi.tn>';
const message = { to: 'client@example.tn', subject: 'Objet', html: '<p>Bonjour</p>', text: 'Bonjour', type: 'test' };

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  sink = await startSmtpSink();
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

const sender = (transport: Parameters<typeof createSendMail>[0]['transport']) =>
  createSendMail({ db: t.database.db, transport, from, publicUrl: 'https://shop.test', log: log as never });
const historyRow = async (id: number) => (await t.database.db.select().from(emailHistory).where(eq(emailHistory.id, id)))[0]!;

describe('sendMail', () => {
  it('delivers over SMTP and records the send without keeping the body', async () => {
    const result = await sender(smtpTransport(sink.url))({ ...message, to: 'smtp@example.tn' });
    expect(result).toMatchObject({ ok: true, provider: 'smtp' });
    const mail = await sink.waitFor('smtp@example.tn');
    expect(mail.subject).toBe('Objet');
    expect(mail.text?.trim()).toBe('Bonjour');
    expect(mail.from?.text).toContain('commandes@sakura-sushi.tn');
    expect(await historyRow(result.id)).toMatchObject({ status: 'sent', provider: 'smtp', email_type: 'test', html_body: null, error: null });
  });

  it('gives a marketing mail the one-click unsubscribe headers over SMTP', async () => {
    const url = 'https://shop.test/api/marketing/unsubscribe?t=1.email.abc';
    await sender(smtpTransport(sink.url))({ ...message, to: 'offre@example.tn', listUnsubscribe: url });
    const mail = await sink.waitFor('offre@example.tn');
    const lines = mail.headerLines.map((h) => h.line.replace(/\r?\n\s+/g, ' '));
    expect(lines).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(lines.find((l) => l.startsWith('List-Unsubscribe:'))).toContain(url);
  });

  it('records a failed SMTP delivery as an error and does not throw', async () => {
    const result = await sender(smtpTransport('smtp://127.0.0.1:9'))({ ...message, to: 'echec@example.tn' });
    expect(result.ok).toBe(false);
    expect(await historyRow(result.id)).toMatchObject({ status: 'error', provider: 'smtp' });
    expect((await historyRow(result.id)).error).toBeTruthy();
  });

  it("calls Brevo's HTTP API with the api-key header", async () => {
    const received: { url?: string; headers?: IncomingMessage['headers']; body?: unknown }[] = [];
    let status = 201;
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push({ url: req.url, headers: req.headers, body: JSON.parse(body) });
        res.writeHead(status, { 'content-type': 'application/json' }).end(status === 201 ? '{"messageId":"<x@brevo>"}' : '{"code":"unauthorized"}');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3`;
    try {
      const ok = await sender(brevoTransport('cle-brevo', base))({ ...message, to: 'brevo@example.tn' });
      expect(ok).toMatchObject({ ok: true, provider: 'brevo' });
      expect(received[0]).toMatchObject({
        url: '/v3/smtp/email',
        headers: { 'api-key': 'cle-brevo', 'content-type': 'application/json' },
        body: {
          sender: { name: 'Sakura Sushi', email: 'commandes@sakura-sushi.tn' },
          to: [{ email: 'brevo@example.tn' }],
          subject: 'Objet',
          htmlContent: '<p>Bonjour</p>',
          textContent: 'Bonjour',
        },
      });
      await sender(brevoTransport('cle-brevo', base))({ ...message, to: 'offre@example.tn', listUnsubscribe: 'https://shop.test/u?t=1' });
      expect(received[1]!.body).toMatchObject({
        headers: { 'List-Unsubscribe': '<https://shop.test/u?t=1>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
      status = 401;
      const refused = await sender(brevoTransport('mauvaise', base))({ ...message, to: 'brevo@example.tn' });
      expect(refused.ok).toBe(false);
      expect((await historyRow(refused.id)).error).toContain('Brevo 401');
    } finally {
      server.close();
    }
  });

  it('keeps the body of an outbox mail (shown at /dev/mailbox)', async () => {
    const result = await sender(outboxTransport)({ ...message, to: 'outbox@example.tn' });
    expect(await historyRow(result.id)).toMatchObject({ status: 'sent', provider: 'outbox', html_body: '<p>Bonjour</p>', text_body: 'Bonjour' });
  });
});

describe('templates', () => {
  it("carry the restaurant's name and logo, in French, in HTML and text", async () => {
    await t.database.db.insert(restaurantSettings).values({ id: 1, nom_restaurant: 'Sakura <Sushi>', logo_url: '/uploads/logo.png' });
    const brand = await loadBrand({ db: t.database.db, publicUrl: 'https://shop.test' });
    expect(brand).toEqual({ name: 'Sakura <Sushi>', logoUrl: 'https://shop.test/uploads/logo.png', publicUrl: 'https://shop.test' });
    const url = 'https://shop.test/auth/magic?token=abc';
    const mails = [
      signInLinkMail(brand, { url, expiresInMinutes: 15 }),
      signupLinkMail(brand, { url }),
      signupLinkMail(brand, { url, resend: true }),
      passwordResetMail(brand, { url }),
      emailChangeMail(brand, { url, newEmail: 'nouveau@example.tn' }),
    ];
    expect(mails.map((m) => m.type)).toEqual(['magic_link_login', 'magic_link_signup', 'signup_resend', 'password_reset', 'email_change']);
    for (const mail of mails) {
      expect(mail.subject).toContain('Sakura <Sushi>');
      expect(mail.html).toContain('lang="fr"');
      expect(mail.html).toContain('Sakura &lt;Sushi&gt;');
      expect(mail.html).not.toContain('<Sushi>');
      expect(mail.html).toContain('src="https://shop.test/uploads/logo.png"');
      expect(mail.html).toContain(url);
      expect(mail.text).toContain(url);
    }
    expect(mails[0]!.text).toContain('15 minutes');
    expect(mails[1]!.text).toContain('24 heures');
    expect(mails[2]!.subject).toContain("Nouveau lien d'inscription");
  });
});

describe('in production, with a failing SMTP server', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({
      seed: false,
      config: {
        env: 'production',
        isProduction: true,
        authSecret: 'a-long-production-secret-for-this-test-only',
        mail: { from, smtpUrl: 'smtp://127.0.0.1:9', brevoApiUrl: 'http://127.0.0.1:9' },
      },
      notificationWorker: true,
    });
  });
  afterAll(async () => prod?.close());

  it('hides /dev/mailbox', async () => {
    const res = await prod.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(res.body).not.toContain('Boîte mail locale');
  });

  it('keeps a sign-up link whose mail could not leave in the outbox, to be retried, and records the failure', async () => {
    const res = await prod.app.inject({
      method: 'POST',
      url: '/api/auth/magic-link',
      headers: { origin: prod.config.publicUrl },
      payload: { email: 'panne@example.tn', intent: 'signup' },
    });
    expect(res.statusCode).toBe(200);
    const outbox = () => prod.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.recipient, 'panne@example.tn'));
    await expect.poll(async () => (await outbox())[0]?.last_error ?? null, { timeout: 10_000 }).not.toBeNull();
    const [row] = await outbox();
    expect(row).toMatchObject({ type: 'email', status: 'pending', attempts: 1, subject: 'Confirmez votre inscription – Sakura Sushi' });
    expect(row!.content).toContain('/auth/magic?token=');
    const rows = await prod.database.db.select().from(emailHistory).where(eq(emailHistory.to_email, 'panne@example.tn'));
    expect(rows).toMatchObject([{ status: 'error', provider: 'smtp', email_type: 'magic_link_signup' }]);
  });
});
