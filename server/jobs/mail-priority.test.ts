/**
 * Priority proof (PostgreSQL only: TEST_DATABASE_URL; skipped, and shown as skipped, on PGlite): with 600
 * order e-mails waiting, a sign-in link asked for at POST /api/auth/magic-link leaves through real SMTP
 * as the very next mail the worker takes, long before the backlog drains. Asserts the order of the sends,
 * never a duration (docs/performance.md, "Priorité des e-mails de connexion", has the measured time).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { notificationOutbox } from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/app';
import { testsUsePostgres } from '../test/db';
import { recipients, smtpConfig, startSmtpSink, type SmtpSink } from '../test/mail';
import { JOB_PRIORITY } from './job-priority';
import { notificationQueues, startJobRunner } from './jobs-plugin';

const BACKLOG = 600;
/** The backlog still waiting when the sign-in link is asked for, and when it is sent. */
const STILL_PENDING = 100;
const SIGN_IN = 'presse@example.tn';

describe.runIf(testsUsePostgres)('sign-in links before order mails (PostgreSQL)', () => {
  let t: TestApp;
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ config: smtpConfig(sink.url) });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  const pendingOrderMails = async () => {
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notificationOutbox)
      .where(sql`${notificationOutbox.status} = 'pending' and ${notificationOutbox.recipient} like 'commande-%'`);
    return row!.n;
  };

  it(`sends the sign-in link next, while at least ${STILL_PENDING} of ${BACKLOG} order mails still wait`, async () => {
    await t.database.db.insert(notificationOutbox).values(
      Array.from({ length: BACKLOG }, (_, i) => ({
        type: 'email' as const,
        recipient: `commande-${i}@example.tn`,
        subject: `Confirmation de votre commande SK-${i}`,
        content: 'Merci pour votre commande',
        template_data: { kind: 'order_confirmation', html: '<p>Merci pour votre commande</p>' },
        priority: JOB_PRIORITY.normal,
      })),
    );
    const runner = startJobRunner(t.app, { queues: notificationQueues(t.app), pollMs: 60_000 });
    try {
      // The worker is busy with the backlog.
      await expect.poll(() => sink.messages.length, { timeout: 30_000, interval: 10 }).toBeGreaterThan(5);
      const asked = await t.app.inject({
        method: 'POST',
        url: '/api/auth/magic-link',
        headers: { origin: t.config.publicUrl },
        payload: { email: SIGN_IN, intent: 'signup', redirect: '/' },
      });
      expect(asked.statusCode).toBe(200);
      // Every order mail taken so far (sent, or in flight) was claimed before the link's row existed.
      const [taken] = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(notificationOutbox)
        .where(sql`${notificationOutbox.status} in ('sent', 'processing') and ${notificationOutbox.recipient} like 'commande-%'`);
      expect(await pendingOrderMails()).toBeGreaterThanOrEqual(STILL_PENDING);

      const mail = await sink.waitFor(SIGN_IN, () => true, 30_000);
      expect(await pendingOrderMails()).toBeGreaterThanOrEqual(STILL_PENDING);
      expect(mail.text).toContain('/auth/magic?token=');
      // Its place among the mails received: right after those already taken when it was queued.
      const position = sink.messages.findIndex((m) => recipients(m).includes(SIGN_IN));
      expect(position).toBeLessThanOrEqual(taken!.n);
      // Marked sent (and its link blanked) once the SMTP server has answered.
      const linkRow = async () => (await t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.recipient, SIGN_IN)))[0];
      await expect.poll(async () => (await linkRow())?.status, { timeout: 10_000 }).toBe('sent');
      expect(await linkRow()).toMatchObject({ priority: JOB_PRIORITY.high, content: '' });
    } finally {
      await runner.stop();
    }
    // The stop finished the mail in flight: none is left half-taken.
    expect(await t.database.db.$count(notificationOutbox, eq(notificationOutbox.status, 'processing'))).toBe(0);
  }, 120_000);
});
