import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { appEvents, emailHistory, notificationOutbox } from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/app';
import { signInAs } from '../test/auth';
import { testsUsePostgres } from '../test/db';
import { menuFixture, openAllDay, pickupBody, postOrder, type MenuFixture } from '../test/orders';
import { createNotificationSenders } from './notification-senders';
import { notificationQueues, startJobRunner } from './jobs-plugin';
import { MAX_ATTEMPTS, RETRY_DELAYS, drainNotifications, processNotificationBatch, type NotificationSenders } from './notification-worker';

/** A local stand-in for api.telegram.org: records sendMessage calls, answers with the status we set. */
let telegram: Server;
let telegramUrl: string;
let telegramStatus = 200;
const received: { path: string; body: { chat_id: string; text: string } }[] = [];

let t: TestApp;
let menu: MenuFixture;

beforeAll(async () => {
  telegram = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    received.push({ path: request.url!, body: JSON.parse(text) });
    response.statusCode = telegramStatus;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(telegramStatus === 200 ? { ok: true, result: {} } : { ok: false, description: `Erreur ${telegramStatus}` }));
  });
  await new Promise<void>((resolve) => telegram.listen(0, '127.0.0.1', resolve));
  telegramUrl = `http://127.0.0.1:${(telegram.address() as AddressInfo).port}`;
  t = await createTestApp({ config: { telegram: { apiUrl: telegramUrl, botToken: '123:ABC', chatId: '-1001' } } });
  await openAllDay(t.database.db);
  menu = await menuFixture(t.database.db);
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => telegram.close(resolve));
});
beforeEach(async () => {
  telegramStatus = 200;
  received.length = 0;
  // Each test starts from an empty queue.
  await t.database.db
    .update(notificationOutbox)
    .set({ status: 'sent' })
    .where(inArray(notificationOutbox.status, ['pending', 'processing']));
});

const outboxOf = (orderId: string) => t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.order_id, orderId));

describe('notification outbox worker', () => {
  it('sends the confirmation e-mail through the mail module and the Telegram message through the Bot API', async () => {
    const client = await signInAs(t.app);
    const { order } = (await postOrder(t.app, client, pickupBody(menu))).json();
    const result = await drainNotifications({ db: t.database.db, senders: createNotificationSenders(t.app) });
    expect(result).toEqual({ sent: 2, retried: 0, failed: 0 });
    expect((await outboxOf(order.id)).map((r) => r.status)).toEqual(['sent', 'sent']);

    const [mail] = await t.database.db.select().from(emailHistory).orderBy(desc(emailHistory.id)).limit(1);
    expect(mail).toMatchObject({
      to_email: client.email,
      subject: `Confirmation de votre commande ${order.numero_commande}`,
      status: 'sent',
      email_type: 'order_confirmation',
    });
    expect(received).toHaveLength(1);
    expect(received[0]!.path).toBe('/bot123:ABC/sendMessage');
    expect(received[0]!.body.chat_id).toBe('-1001');
    expect(received[0]!.body.text).toContain(`Nouvelle commande ${order.numero_commande}`);
    expect(received[0]!.body.text).toContain(`2 × ${menu.product.nom_fr}`);
  });

  it('retries a failed send later with backoff, then sends it', async () => {
    const client = await signInAs(t.app);
    const { order } = (await postOrder(t.app, client, pickupBody(menu))).json();
    telegramStatus = 502;
    const before = Date.now();
    expect(await drainNotifications({ db: t.database.db, senders: createNotificationSenders(t.app) })).toEqual({ sent: 1, retried: 1, failed: 0 });
    const [row] = (await outboxOf(order.id)).filter((r) => r.type === 'telegram');
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: 'Erreur 502' });
    // The first retry: the base delay, drawn within ±20 %.
    expect(row!.next_attempt_at.getTime()).toBeGreaterThanOrEqual(before + RETRY_DELAYS.baseMs * 0.8 - 1000);
    // Not due yet: nothing is sent.
    expect(await processNotificationBatch({ db: t.database.db, senders: createNotificationSenders(t.app) })).toEqual({ sent: 0, retried: 0, failed: 0 });

    telegramStatus = 200;
    await t.database.db.update(notificationOutbox).set({ next_attempt_at: new Date() }).where(eq(notificationOutbox.id, row!.id));
    expect(await drainNotifications({ db: t.database.db, senders: createNotificationSenders(t.app) })).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect((await outboxOf(order.id)).find((r) => r.id === row!.id)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  });

  it('records a failure that retrying cannot fix, and gives up after the last attempt', async () => {
    const client = await signInAs(t.app);
    const { order } = (await postOrder(t.app, client, pickupBody(menu))).json();
    telegramStatus = 400;
    expect(await drainNotifications({ db: t.database.db, senders: createNotificationSenders(t.app) })).toEqual({ sent: 1, retried: 0, failed: 1 });
    expect((await outboxOf(order.id)).find((r) => r.type === 'telegram')).toMatchObject({ status: 'failed', last_error: 'Erreur 400' });

    const [row] = await t.database.db
      .insert(notificationOutbox)
      .values({ type: 'email', recipient: 'x@example.tn', subject: 's', content: 'c', attempts: MAX_ATTEMPTS - 1 })
      .returning();
    const failing: NotificationSenders = { email: async () => Promise.reject(new Error('SMTP en panne')), telegram: async () => {} };
    expect(await drainNotifications({ db: t.database.db, senders: failing })).toEqual({ sent: 0, retried: 0, failed: 1 });
    const [after] = await t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.id, row!.id));
    expect(after).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, last_error: 'SMTP en panne' });
  });

  it('writes notification.sent and notification.failed with the mark: channel, order, attempt, the masked error, no personal data', async () => {
    const client = await signInAs(t.app);
    const { order } = (await postOrder(t.app, client, pickupBody(menu))).json();
    const eventsOf = async (event: string) =>
      (await t.database.db.select().from(appEvents).where(eq(appEvents.event, event))).filter((e) => e.context.order_id === order.id);
    telegramStatus = 400;
    await drainNotifications({ db: t.database.db, senders: createNotificationSenders(t.app) });
    const rows = await outboxOf(order.id);
    const email = rows.find((r) => r.type === 'email')!;
    const chat = rows.find((r) => r.type === 'telegram')!;
    const sent = await eventsOf('notification.sent');
    expect(sent.map((e) => e.context)).toEqual([{ channel: 'email', outbox_id: email.id, order_id: order.id, attempt: 1 }]);
    const failed = await eventsOf('notification.failed');
    expect(failed.map((e) => e.context)).toEqual([{ channel: 'telegram', outbox_id: chat.id, order_id: order.id, attempt: 1, error: 'Erreur 400' }]);
    expect(JSON.stringify([...sent, ...failed])).not.toContain(client.email);

    // A provider's error quoting the recipient or a token is stored masked in the event.
    const [row] = await t.database.db
      .insert(notificationOutbox)
      .values({ type: 'email', recipient: 'leak@example.tn', subject: 's', content: 'c', attempts: MAX_ATTEMPTS - 1 })
      .returning();
    const leaking: NotificationSenders = {
      email: async () => Promise.reject(new Error('550 leak@example.tn refusé (Bearer abc.def.ghi)')),
      telegram: async () => {},
    };
    await drainNotifications({ db: t.database.db, senders: leaking });
    const [event] = (await t.database.db.select().from(appEvents).where(eq(appEvents.event, 'notification.failed'))).filter(
      (e) => e.context.outbox_id === row!.id,
    );
    expect(event!.context).toEqual({
      channel: 'email',
      outbox_id: row!.id,
      order_id: null,
      attempt: MAX_ATTEMPTS,
      error: '550 [email masqué] refusé (Bearer [masqué])',
    });
    // A retried send writes no event; the mark and its event are one statement, so they exist together.
    const [count] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(appEvents)
      .where(sql`${appEvents.event} like 'notification.%' and (${appEvents.context}->>'outbox_id')::int = ${row!.id}`);
    expect(count!.n).toBe(1);
  });

  it('takes back a row whose worker died mid-send once its lease ran out', async () => {
    const [row] = await t.database.db
      .insert(notificationOutbox)
      .values({
        type: 'email',
        recipient: 'y@example.tn',
        subject: 's',
        content: 'c',
        status: 'processing',
        attempts: 1,
        next_attempt_at: new Date(Date.now() - 1000),
      })
      .returning();
    const sent: number[] = [];
    const senders: NotificationSenders = { email: async (r) => void sent.push(r.id), telegram: async () => {} };
    await drainNotifications({ db: t.database.db, senders });
    expect(sent).toEqual([row!.id]);
  });

  it('runs inside the server and wakes up on a new order (LISTEN), long before its timer', async () => {
    const runner = startJobRunner(t.app, { queues: notificationQueues(t.app), pollMs: 10 * 60_000 });
    const stop = () => runner.stop();
    try {
      const client = await signInAs(t.app);
      const { order } = (await postOrder(t.app, client, pickupBody(menu))).json();
      await expect.poll(async () => (await outboxOf(order.id)).map((r) => r.status), { timeout: 5000 }).toEqual(['sent', 'sent']);
    } finally {
      await stop();
    }
  });

  it.runIf(testsUsePostgres)('never sends a row twice when several workers run at once (PostgreSQL)', async () => {
    await t.database.db
      .insert(notificationOutbox)
      .values(Array.from({ length: 40 }, (_, i) => ({ type: 'email' as const, recipient: `r${i}@example.tn`, subject: 's', content: 'c' })));
    const sent: number[] = [];
    const senders: NotificationSenders = {
      email: async (r) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent.push(r.id);
      },
      telegram: async () => {},
    };
    await Promise.all(Array.from({ length: 4 }, () => drainNotifications({ db: t.database.db, senders, batchSize: 5 })));
    expect(sent).toHaveLength(40);
    expect(new Set(sent).size).toBe(40);
    const [left] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notificationOutbox)
      .where(inArray(notificationOutbox.status, ['pending', 'processing']));
    expect(left!.n).toBe(0);
  });
});
