import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailHistory, restaurantSettings } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { expectRefused, signInAllRoles, signInAs, type SignedIn } from '../../test/auth';
import { SMTP_DOWN, smtpConfig, startSmtpSink, type SmtpSink } from '../../test/mail';

let sink: SmtpSink;
let t: TestApp;
let admin: SignedIn, operator: SignedIn, client: SignedIn;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ notificationWorker: true, config: smtpConfig(sink.url) });
  ({ admin, operator, client } = await signInAllRoles(t.app));
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

/** A request to /api/admin/email-test/<path> on `on` as `who`; with no one signed in, only the shop's Origin. */
const emailTest = (on: TestApp, method: 'GET' | 'POST' | 'PUT', path: string, who?: SignedIn, payload?: unknown) =>
  on.app.inject({ method, url: `/api/admin/email-test/${path}`, headers: who?.headers ?? { origin: on.config.publicUrl }, payload: payload as object });
const send = (payload: unknown, who?: SignedIn) => emailTest(t, 'POST', 'send', who, payload);
const history = (who?: SignedIn) => emailTest(t, 'GET', 'history', who);
const providerTest = (payload: unknown, who?: SignedIn) => emailTest(t, 'POST', 'provider', who, payload);

describe('admin e-mail test', () => {
  it('is for admins only on every endpoint', async () => {
    const body = { to: 'x@example.tn', subject: 'Bonjour' };
    await expectRefused((who) => send(body, who), [client, operator]);
    await expectRefused(history, [client, operator]);
    await expectRefused((who) => providerTest({ test_email: 'x@example.tn' }, who), [client, operator]);
    expect(sink.messages).toHaveLength(0);
  });

  it('sends through the configured transport with [TEST] before the subject, and the history shows it as sent by smtp', async () => {
    const res = await send(
      {
        to: 'chef@example.tn',
        subject: 'Vérification',
        content: 'Bonjour <b>chef</b>\n\nÀ bientôt',
        email_type: 'order_confirmation',
      },
      admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      provider: 'smtp',
      entry: {
        to_email: 'chef@example.tn',
        subject: '[TEST] Vérification',
        status: 'sent',
        provider: 'smtp',
        email_type: 'order_confirmation',
      },
    });
    const mail = await sink.waitFor('chef@example.tn');
    expect(mail.subject).toBe('[TEST] Vérification');
    expect(mail.html).toContain('Bonjour &lt;b&gt;chef&lt;/b&gt;');
    const list = (await history(admin)).json().history as {
      subject: string;
      status: string;
    }[];
    expect(list[0]).toMatchObject({
      subject: '[TEST] Vérification',
      status: 'sent',
    });
    expect(list[0]).not.toHaveProperty('html_body');
  });

  it("refuses a missing e-mail or subject with 'Veuillez remplir l'email et le sujet' and sends nothing", async () => {
    const before = sink.messages.length;
    const rowsBefore = (await t.database.db.select().from(emailHistory)).length;
    for (const payload of [{ to: '', subject: 'x' }, { to: 'a@example.tn', subject: '  ' }, {}]) {
      const res = await send(payload, admin);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe("Veuillez remplir l'email et le sujet");
    }
    const bad = await send({ to: 'pas-un-email', subject: 'x' }, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Adresse email invalide');
    expect(sink.messages.length).toBe(before);
    expect((await t.database.db.select().from(emailHistory)).length).toBe(rowsBefore);
  });

  it('keeps the history to the last 20 sends, newest first', async () => {
    for (let i = 0; i < 21; i++) await send({ to: 'lot@example.tn', subject: `Lot ${i}` }, admin);
    const list = (await history(admin)).json().history as { subject: string }[];
    expect(list).toHaveLength(20);
    expect(list[0]!.subject).toBe('[TEST] Lot 20');
  });

  it('tests the provider and answers how long it took', async () => {
    const res = await providerTest({ provider: 'smtp', test_email: 'provider@example.tn' }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      provider: 'smtp',
      message: 'Fournisseur opérationnel',
    });
    expect(typeof res.json().duration_ms).toBe('number');
    await sink.waitFor('provider@example.tn');
    const bad = await providerTest({ test_email: 'nope' }, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Adresse email invalide');
  });

  it('in test mode records the send as test_sent without delivering it', async () => {
    await t.database.db.update(restaurantSettings).set({ email_provider_test_mode: true }).where(eq(restaurantSettings.id, 1));
    const res = await send({ to: 'mode-test@example.tn', subject: 'Mode test' }, admin);
    await t.database.db.update(restaurantSettings).set({ email_provider_test_mode: false }).where(eq(restaurantSettings.id, 1));
    expect(res.statusCode).toBe(200);
    expect(res.json().entry).toMatchObject({
      status: 'test_sent',
      provider: 'outbox',
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(sink.messages.some((m) => m.subject === '[TEST] Mode test')).toBe(false);
  });
});

describe('e-mail configuration tab', () => {
  const config = (who?: SignedIn) => emailTest(t, 'GET', 'config', who);
  const save = (payload: unknown, who?: SignedIn) => emailTest(t, 'PUT', 'config', who, payload);

  it('is for admins only', async () => {
    await expectRefused(config, [client, operator]);
    await expectRefused((who) => save({ test_mode: true }, who), [client, operator]);
  });

  it('defaults to port 465 with SSL, saves, and records admin.email_config.updated with before and after', async () => {
    expect((await config(admin)).json()).toEqual({
      test_mode: false,
      host: null,
      port: 465,
      ssl: true,
      from_orders: null,
      from_notifications: null,
      active_provider: 'smtp',
    });
    const payload = {
      test_mode: false,
      host: 'smtp-relay.brevo.com',
      port: 465,
      ssl: true,
      from_orders: 'commandes@sakura.tn',
      from_notifications: 'notifications@sakura.tn',
    };
    const res = await save(payload, admin);
    expect(res.statusCode).toBe(200);
    expect((await config(admin)).json()).toEqual({
      ...payload,
      active_provider: 'smtp',
    });
    const [event] = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/events?prefix=admin.email_config.',
        headers: admin.headers,
      })
    ).json().events;
    expect(event).toMatchObject({
      user_id: admin.userId,
      context: {
        before: { host: null, port: 465 },
        after: { host: 'smtp-relay.brevo.com' },
      },
    });
  });

  it('refuses bad values in French and changes nothing', async () => {
    const before = (await config(admin)).json();
    for (const [payload, message] of [
      [{ test_mode: false, port: 0 }, 'Port invalide'],
      [{ test_mode: false, port: 70000 }, 'Port invalide'],
      [{ test_mode: false, from_orders: 'pas-un-email' }, 'Adresse email invalide'],
      [{ test_mode: 'oui' }, 'Mode test invalide'],
    ] as const) {
      const res = await save(payload, admin);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect((await config(admin)).json()).toEqual(before);
  });
});

describe('authentication e-mail test', () => {
  const authTest = (payload: unknown, who?: SignedIn) => emailTest(t, 'POST', 'auth', who, payload);

  it('is for admins only', async () => {
    const body = { type: 'signup_confirmation', email: 'x@example.tn' };
    await expectRefused((who) => authTest(body, who), [client, operator]);
  });

  it('sends the real signup confirmation to any address', async () => {
    const res = await authTest({ type: 'signup_confirmation', email: 'Nouveau@Example.tn' }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Email de confirmation renvoyé ! Vérifiez votre boîte mail.',
      entry: { to_email: 'nouveau@example.tn', status: 'sent' },
    });
    const mail = await sink.waitFor('nouveau@example.tn');
    expect(mail.text).toContain('/auth/magic?token=');
  });

  it('sends the real reset-password e-mail to an account, and says when there is none', async () => {
    const res = await authTest({ type: 'reset_password', email: client.email }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Email de réinitialisation envoyé !',
      entry: { to_email: client.email, status: 'sent' },
    });
    const mail = await sink.waitFor(client.email);
    expect(mail.text).toContain('/auth/reset-password?token=');
    const none = await authTest({ type: 'reset_password', email: 'personne@example.tn' }, admin);
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe('Erreur lors de la réinitialisation : aucun compte avec cette adresse');
  });

  it('refuses bad input in French', async () => {
    const badType = await authTest({ type: 'autre', email: 'x@example.tn' }, admin);
    expect(badType.statusCode).toBe(400);
    expect(badType.json().error.message).toBe('Type de test invalide');
    const badEmail = await authTest({ type: 'reset_password', email: 'x' }, admin);
    expect(badEmail.json().error.message).toBe('Adresse email invalide');
  });
});

describe('admin e-mail test with the mail transport down', () => {
  it("answers 502 'Erreur lors de l'envoi de l'email : …' with the provider's answer, and records the failure", async () => {
    const down = await createTestApp({ notificationWorker: true, config: smtpConfig(SMTP_DOWN) });
    try {
      const who = await signInAs(down.app, { role: 'admin' });
      const res = await emailTest(down, 'POST', 'send', who, { to: 'chef@example.tn', subject: 'Panne' });
      expect(res.statusCode).toBe(502);
      expect(res.json().error.code).toBe('TEST_EMAIL_FAILED');
      expect(res.json().error.message).toMatch(/^Erreur lors de l'envoi de l'email : .*ECONNREFUSED/);
      const list = (await emailTest(down, 'GET', 'history', who)).json().history;
      expect(list[0]).toMatchObject({
        subject: '[TEST] Panne',
        status: 'error',
        provider: 'smtp',
      });
      expect(list[0].error).toMatch(/ECONNREFUSED/);
      const probe = await emailTest(down, 'POST', 'provider', who, { test_email: 'chef@example.tn' });
      expect(probe.statusCode).toBe(200);
      expect(probe.json()).toMatchObject({ success: false, provider: 'smtp' });
      expect(probe.json().message).toMatch(/ECONNREFUSED/);
      const signup = await emailTest(down, 'POST', 'auth', who, { type: 'signup_confirmation', email: 'chef@example.tn' });
      expect(signup.statusCode).toBe(502);
      expect(signup.json().error.message).toMatch(/^Erreur lors du renvoi : .*ECONNREFUSED/);
    } finally {
      await down.close();
    }
  });
});
