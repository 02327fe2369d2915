/**
 * The channels are independent (a hanging SMTP server never delays the
 * kitchen's Telegram message), sends have timeouts of a few seconds, a crashed worker's rows come back
 * within a minute, and a message is sent once: a mark 'sent' that fails is retried rather than sending
 * again, a retried e-mail keeps its Message-ID (SMTP) or idempotencyKey (Brevo), and a Telegram message
 * that may go out twice is logged.
 */
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { testConfig } from '../config';
import { notificationOutbox } from '../db/schema/index';
import { brevoTransport, idempotencyUuid, smtpTransport } from '../integrations/mail/transports';
import { createTestApp, type TestApp } from '../test/app';
import { signInAs } from '../test/auth';
import { startSmtpSink } from '../test/mail';
import { menuFixture, openAllDay, pickupBody, postOrder, type MenuFixture } from '../test/orders';
import { notificationQueues, startJobRunner } from './jobs-plugin';
import { LEASE_MS, dedupeKeyOf, drainNotifications, processNotificationBatch, type NotificationSenders } from './notification-worker';

/** Accepts TCP connections and never says a word: an SMTP server that hangs before its greeting. */
let hanging: TcpServer;
let hangingUrl: string;
const sockets = new Set<Socket>();
let telegram: Server;
let telegramUrl: string;
const telegramTexts: string[] = [];
let t: TestApp;
let menu: MenuFixture;

beforeAll(async () => {
  hanging = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
  hangingUrl = `smtp://127.0.0.1:${(hanging.address() as AddressInfo).port}`;
  telegram = createHttpServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    telegramTexts.push((JSON.parse(text) as { text: string }).text);
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ ok: true, result: {} }));
  });
  await new Promise<void>((resolve) => telegram.listen(0, '127.0.0.1', resolve));
  telegramUrl = `http://127.0.0.1:${(telegram.address() as AddressInfo).port}`;
  const base = testConfig();
  t = await createTestApp({
    config: { mail: { ...base.mail, smtpUrl: hangingUrl }, telegram: { apiUrl: telegramUrl, botToken: '123:ABC', chatId: '-1001' } },
  });
  await openAllDay(t.database.db);
  menu = await menuFixture(t.database.db);
});
afterAll(async () => {
  await t?.close();
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => hanging.close(resolve));
  await new Promise((resolve) => telegram.close(resolve));
});
beforeEach(async () => {
  telegramTexts.length = 0;
  await t.database.db
    .update(notificationOutbox)
    .set({ status: 'sent' })
    .where(inArray(notificationOutbox.status, ['pending', 'processing']));
});

describe('notification channels are independent and bounded in time', () => {
  it('sends the kitchen’s Telegram message at once while the SMTP server hangs, and gives the e-mail up within seconds', async () => {
    const runner = startJobRunner(t.app, { queues: notificationQueues(t.app), pollMs: 10 * 60_000 });
    const stop = () => runner.stop();
    try {
      const clients = await Promise.all([signInAs(t.app), signInAs(t.app), signInAs(t.app)]);
      for (const client of clients) expect((await postOrder(t.app, client, pickupBody(menu))).statusCode).toBe(201);
      // Three orders in a row: each Telegram message leaves while the e-mails are stuck on the SMTP server,
      // sooner than the SMTP greeting timeout (5 s) that a Telegram message waiting behind an e-mail would see.
      await expect.poll(() => telegramTexts.length, { timeout: 4500, interval: 50 }).toBe(3);
      // Each e-mail attempt fails on the SMTP timeouts (a few seconds), then waits for its retry.
      await expect
        .poll(
          async () =>
            (await t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.type, 'email'))).filter(
              (r) => r.status === 'pending' && r.last_error,
            ).length,
          {
            timeout: 40_000,
            interval: 250,
          },
        )
        .toBe(3);
    } finally {
      await stop();
    }
  }, 60_000);

  it('bounds every send: a sender that never settles is failed and retried later', async () => {
    const [row] = await t.database.db.insert(notificationOutbox).values({ type: 'telegram', recipient: '-1', content: 'c' }).returning();
    const never: NotificationSenders = { email: () => new Promise(() => {}), telegram: () => new Promise(() => {}) };
    expect(await processNotificationBatch({ db: t.database.db, senders: never, sendTimeoutMs: 200 })).toEqual({ sent: 0, retried: 1, failed: 0 });
    const [after] = await t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.id, row!.id));
    expect(after).toMatchObject({ status: 'pending', last_error: 'envoi interrompu après 0 s' });
  });
});

describe('a crashed worker’s rows', () => {
  it('are leased for at most a minute, then taken again; a Telegram message taken over is reported', async () => {
    const [row] = await t.database.db.insert(notificationOutbox).values({ type: 'telegram', recipient: '-1', content: 'c' }).returning();
    // A worker claims the row and dies mid-send (its send never returns).
    const dying = processNotificationBatch({
      db: t.database.db,
      senders: { email: async () => {}, telegram: () => new Promise(() => {}) },
      sendTimeoutMs: 60 * 60_000,
    });
    let claimed: typeof row;
    await expect
      .poll(async () => ((claimed = (await t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.id, row!.id)))[0]), claimed!.status))
      .toBe('processing');
    const lease = claimed!.next_attempt_at.getTime() - Date.now();
    expect(LEASE_MS).toBeLessThanOrEqual(60_000);
    expect(lease).toBeLessThanOrEqual(60_000);
    expect(lease).toBeGreaterThan(50_000);
    void dying;

    // The lease runs out: another worker takes it, and says it may be a second send.
    await t.database.db
      .update(notificationOutbox)
      .set({ next_attempt_at: new Date(Date.now() - 1000) })
      .where(eq(notificationOutbox.id, row!.id));
    const sent: number[] = [];
    const risky: number[] = [];
    await drainNotifications({
      db: t.database.db,
      senders: { email: async () => {}, telegram: async (r) => void sent.push(r.id) },
      onDuplicateRisk: (r) => risky.push(r.id),
    });
    expect(sent).toEqual([row!.id]);
    expect(risky).toEqual([row!.id]);
  });
});

describe('a notification is sent once', () => {
  it('retries the mark “sent” when the database fails right after the send, instead of sending again', async () => {
    const [row] = await t.database.db
      .insert(notificationOutbox)
      .values({ type: 'email', recipient: 'once@example.tn', subject: 's', content: 'c' })
      .returning();
    // The database fails the two statements that follow the send (the outage of the probe), then is back.
    let failuresLeft = 0;
    const flaky = new Proxy(t.database.db, {
      get(target, key, receiver) {
        if (key !== 'execute') return Reflect.get(target, key, receiver);
        return (...args: unknown[]) => {
          if (failuresLeft > 0) {
            failuresLeft -= 1;
            return Promise.reject(Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' }));
          }
          return (target.execute as (...a: unknown[]) => Promise<unknown>)(...args);
        };
      },
    }) as Db;
    const sent: number[] = [];
    const senders: NotificationSenders = {
      email: async (r) => {
        sent.push(r.id);
        failuresLeft = 2;
      },
      telegram: async () => {},
    };
    expect(await drainNotifications({ db: flaky, senders, markRetryDelaysMs: [20, 20, 20] })).toEqual({ sent: 1, retried: 0, failed: 0 });
    const [after] = await t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.id, row!.id));
    expect(after!.status).toBe('sent');
    // Even once its lease would have run out, nothing sends it again.
    await t.database.db
      .update(notificationOutbox)
      .set({ next_attempt_at: new Date(Date.now() - 1000) })
      .where(eq(notificationOutbox.id, row!.id));
    await drainNotifications({ db: t.database.db, senders });
    expect(sent).toEqual([row!.id]);
  });

  it('gives every attempt of one e-mail the same Message-ID (SMTP)', async () => {
    const sink = await startSmtpSink();
    const transport = smtpTransport(sink.url);
    try {
      const row = { id: 42, created_at: new Date('2026-11-22T20:00:00Z') };
      const mail = {
        from: 'Sushi <commandes@sushi.tn>',
        to: 'client@example.tn',
        subject: 'Commande',
        html: '<p>x</p>',
        text: 'x',
        dedupeKey: dedupeKeyOf(row),
      };
      await transport.deliver(mail);
      await transport.deliver(mail);
      await expect.poll(() => sink.messages.length).toBe(2);
      expect(sink.messages[0]!.messageId).toBe(`<outbox-42-${row.created_at.getTime()}@sushi.tn>`);
      expect(sink.messages[1]!.messageId).toBe(sink.messages[0]!.messageId);
    } finally {
      transport.close?.();
      await sink.close();
    }
  });

  it('sends Brevo the same idempotencyKey (a UUID) on every attempt of one e-mail', async () => {
    const bodies: { headers?: { idempotencyKey?: string } }[] = [];
    const brevo = createHttpServer(async (request, response) => {
      let text = '';
      for await (const chunk of request) text += chunk;
      bodies.push(JSON.parse(text));
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ messageId: '<x@brevo>' }));
    });
    await new Promise<void>((resolve) => brevo.listen(0, '127.0.0.1', resolve));
    try {
      const transport = brevoTransport('cle', `http://127.0.0.1:${(brevo.address() as AddressInfo).port}`);
      const mail = { from: 'Sushi <commandes@sushi.tn>', to: 'client@example.tn', subject: 'Commande', html: '<p>x</p>', text: 'x', dedupeKey: 'outbox-7-1' };
      await transport.deliver(mail);
      await transport.deliver(mail);
      expect(bodies).toHaveLength(2);
      expect(bodies[0]!.headers!.idempotencyKey).toBe(idempotencyUuid('outbox-7-1'));
      expect(bodies[0]!.headers!.idempotencyKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(bodies[1]!.headers!.idempotencyKey).toBe(bodies[0]!.headers!.idempotencyKey);
    } finally {
      await new Promise((resolve) => brevo.close(resolve));
    }
  });
});
