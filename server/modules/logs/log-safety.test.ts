/**
 * No token, password or personal data on the server's log lines (logSafety in app-log-journal.ts): the
 * real app logs at INFO into a captured stream while a customer signs up by magic link, completes the
 * profile, places a delivery order (its notifications sent with Telegram unset) and a password sign-in
 * fails; none of what they typed or received appears in the text.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { notificationOutbox } from '../../db/schema/index';
import { createNotificationSenders } from '../../jobs/notification-senders';
import { drainNotifications } from '../../jobs/notification-worker';
import { createTestApp, type TestApp } from '../../test/app';
import { cookieHeaderFrom } from '../../test/auth';
import { deliveryBody, menuFixture, openAllDay, postOrder } from '../../test/orders';
import { createAppLogJournal, serverLoggerOptions } from './app-log-journal';

let t: TestApp;
let app: FastifyInstance;
let captured = '';
const out = new Writable({
  write(chunk: Buffer, _encoding, done) {
    captured += chunk.toString();
    done();
  },
});

beforeAll(async () => {
  t = await createTestApp();
  app = await buildApp({
    config: t.config,
    database: t.database,
    logger: serverLoggerOptions('info', createAppLogJournal(), out),
    notificationWorker: false,
    imageWorker: false,
  });
  await app.ready();
  await openAllDay(t.database.db);
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

describe('server log lines', () => {
  it('carry no token, password, e-mail, phone, address or name through a whole customer journey', async () => {
    const email = 'zephyrine.boukhatem@example.tn';
    const phone = '98 765 432';
    const password = 'Mot-de-passe-tres-secret-42';
    const [prenom, nom] = ['Zéphyrine', 'Boukhatem'];
    const origin = { origin: t.config.publicUrl };
    const menu = await menuFixture(t.database.db);
    const address = deliveryBody(menu).adresse_livraison as string;

    expect((await app.inject({ method: 'POST', url: '/api/auth/magic-link', headers: origin, payload: { email, intent: 'signup' } })).statusCode).toBe(200);
    const [mail] = await t.database.db
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.type, 'email'), eq(notificationOutbox.recipient, email)));
    const token = decodeURIComponent(/\/auth\/magic\?token=([^\s"&]+)/.exec(mail!.content)![1]!);
    // The link as the mail scanner and the browser open it (the token in the URL), then spent.
    await app.inject({ method: 'GET', url: `/auth/magic?token=${encodeURIComponent(token)}` });
    await app.inject({ method: 'GET', url: `/api/orders/by-number/SK-00000-00000?token=${encodeURIComponent(token)}` });
    const verified = await app.inject({ method: 'POST', url: '/api/auth/magic-link/verify', headers: origin, payload: { token } });
    expect(verified.statusCode).toBe(200);
    const headers = { ...origin, cookie: cookieHeaderFrom(verified.headers['set-cookie'] as string[]) };

    const profile = await app.inject({ method: 'POST', url: '/api/me/onboarding', headers, payload: { prenom, nom, telephone: phone } });
    expect(profile.statusCode).toBe(200);
    const placed = await postOrder(app, { headers }, deliveryBody(menu));
    expect(placed.statusCode).toBe(201);
    // The order's notifications through the real senders: Telegram is not configured here.
    await drainNotifications({ db: t.database.db, senders: createNotificationSenders(app) });
    // A failed password sign-in, and an error whose message quotes an address.
    await app.inject({ method: 'POST', url: '/api/auth/sign-in/password', headers: origin, payload: { email, password } });
    app.log.error({ err: new Error(`échec d'envoi à ${email} (${phone})`) }, 'test error');
    app.log.info(`mail to ${email}, call ${phone.replace(/ /g, '')}`);

    const text = captured;
    expect(text).toContain('incoming request');
    expect(text).toContain('/auth/magic?token=[masqué]');
    expect(text).toContain('telegram not configured');
    expect(text).toContain('[email masqué]');
    for (const secret of [token, encodeURIComponent(token), email, phone, phone.replace(/ /g, ''), address, prenom, nom, password]) {
      expect(text, `the logs contain ${secret}`).not.toContain(secret);
    }
  });
});
