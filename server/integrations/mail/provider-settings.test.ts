/**
 * The mail transport reads the e-mail provider settings (/admin/settings, E-mail) at send time: an SMTP
 * server chosen there receives the next message with the sender set there; with no provider chosen the
 * server's configuration (SMTP_URL) is used again, without a restart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signInAs, type SignedIn } from '../../test/auth';
import { startSmtpSink, type SmtpSink } from '../../test/mail';

let t: TestApp;
let envSink: SmtpSink;
let settingsSink: SmtpSink;
let admin: SignedIn;

beforeAll(async () => {
  [envSink, settingsSink] = await Promise.all([startSmtpSink(), startSmtpSink()]);
  t = await createTestApp({ config: { mail: { from: 'Sakura Sushi <env@sakura-sushi.tn>', smtpUrl: envSink.url, brevoApiUrl: 'http://127.0.0.1:9' } } });
  admin = await signInAs(t.app, { role: 'admin' });
});
afterAll(async () => {
  await t?.close();
  await Promise.all([envSink?.close(), settingsSink?.close()]);
});

const mail = (to: string) => t.app.sendMail({ to, subject: 'Essai', html: '<p>Essai</p>', text: 'Essai', type: 'test' });
const saveEmail = async (body: object) => {
  const view = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.headers })).json().email;
  const res = await t.app.inject({ method: 'PUT', url: '/api/admin/settings/email', headers: admin.headers, payload: { ...view, ...body } });
  expect(res.statusCode).toBe(200);
};

describe('mail provider settings at send time', () => {
  it('sends through the SMTP server set by the admin, then falls back to the server configuration', async () => {
    expect((await mail('avant@example.tn')).ok).toBe(true);
    expect((await envSink.waitFor('avant@example.tn')).from?.text).toContain('env@sakura-sushi.tn');

    const port = Number(new URL(settingsSink.url).port);
    await saveEmail({ email_provider_active: 'smtp', smtp_host: '127.0.0.1', smtp_port: port, smtp_ssl: false, smtp_from: 'Boutique <boutique@exemple.tn>' });
    const sent = await mail('reglages@example.tn');
    expect(sent).toMatchObject({ ok: true, provider: 'smtp' });
    expect((await settingsSink.waitFor('reglages@example.tn')).from?.text).toContain('boutique@exemple.tn');
    expect(envSink.messages.some((m) => m.subject === 'Essai' && m.to && JSON.stringify(m.to).includes('reglages@'))).toBe(false);
    // The e-mail test page's Configuration tab names the provider in use.
    const config = await t.app.inject({ method: 'GET', url: '/api/admin/email-test/config', headers: admin.headers });
    expect(config.json()).toMatchObject({ active_provider: 'smtp', host: '127.0.0.1', port });

    // Brevo chosen without a key: incomplete, so the server's configuration is used.
    await saveEmail({ email_provider_active: 'brevo', brevo_api_key: null });
    await mail('sans-cle@example.tn');
    await envSink.waitFor('sans-cle@example.tn');

    await saveEmail({ email_provider_active: null });
    await mail('apres@example.tn');
    await envSink.waitFor('apres@example.tn');
  });

  it("sends an order's e-mails from the orders' sender and every other from the notifications' (back-office §9)", async () => {
    await saveEmail({ email_provider_active: null });
    const senders = { test_mode: false, host: null, port: 465, ssl: true, from_orders: 'commandes@sakura.tn', from_notifications: 'notifications@sakura.tn' };
    const saved = await t.app.inject({ method: 'PUT', url: '/api/admin/email-test/config', headers: admin.headers, payload: senders });
    expect(saved.statusCode).toBe(200);
    const typed = (to: string, type: string) => t.app.sendMail({ to, subject: 'Essai', html: '<p>Essai</p>', text: 'Essai', type });
    expect((await typed('commande@example.tn', 'order_confirmation')).ok).toBe(true);
    expect((await typed('statut@example.tn', 'order_status')).ok).toBe(true);
    expect((await typed('lien@example.tn', 'magic_link_login')).ok).toBe(true);
    expect((await envSink.waitFor('commande@example.tn')).from?.text).toBe('commandes@sakura.tn');
    expect((await envSink.waitFor('statut@example.tn')).from?.text).toBe('commandes@sakura.tn');
    expect((await envSink.waitFor('lien@example.tn')).from?.text).toBe('notifications@sakura.tn');

    // Unset again: the server's sender.
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/email-test/config',
      headers: admin.headers,
      payload: { ...senders, from_orders: null, from_notifications: null },
    });
    expect((await typed('apres@example.tn', 'order_confirmation')).ok).toBe(true);
    expect((await envSink.waitFor('apres@example.tn')).from?.text).toContain('env@sakura-sushi.tn');
  });
});
