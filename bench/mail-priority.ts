/**
 * How long a sign-in link takes to leave while 600 order e-mails wait in the outbox (docs/performance.md,
 * "Priorité des e-mails de connexion"): PostgreSQL (TEST_DATABASE_URL, default the local server), the
 * app's job runner sending through a real SMTP server (server/test/mail.ts), the time measured from
 * POST /api/auth/magic-link to the mail received by that server, over several rounds.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/mail-priority.ts
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { notificationOutbox } from '../server/db/schema/index';
import { notificationQueues, startJobRunner } from '../server/jobs/jobs-plugin';
import { createTestDatabase } from '../server/test/db';
import { recipients, smtpConfig, startSmtpSink } from '../server/test/mail';

const BACKLOG = 600;
const ROUNDS = 5;
process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';

const sink = await startSmtpSink();
const database = await createTestDatabase();
const app = await buildApp({
  config: testConfig({ ...smtpConfig(sink.url), publicUrl: 'https://bench.test' }),
  database,
  logger: false,
  notificationWorker: false,
});
await app.ready();
const runner = startJobRunner(app, { queues: notificationQueues(app), pollMs: 60_000 });
const pending = async () =>
  (
    await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notificationOutbox)
      .where(sql`status in ('pending', 'processing') and recipient like 'commande-%'`)
  )[0]!.n;

const results: { ms: number; waiting: number }[] = [];
try {
  for (let round = 0; round < ROUNDS; round += 1) {
    await database.db.insert(notificationOutbox).values(
      Array.from({ length: BACKLOG }, (_, i) => ({
        type: 'email' as const,
        recipient: `commande-${round}-${i}@example.tn`,
        subject: `Confirmation de votre commande SK-${i}`,
        content: 'Bonjour,\n\n'.padEnd(420, 'x'),
        template_data: { kind: 'order_confirmation', html: '<!doctype html>'.padEnd(900, 'x') },
      })),
    );
    runner.wake('notification:email');
    // The worker is well into the backlog.
    while ((await pending()) > BACKLOG - 20) await new Promise((resolve) => setTimeout(resolve, 5));
    const email = `connexion-${round}@example.tn`;
    const started = performance.now();
    const asked = await app.inject({
      method: 'POST',
      url: '/api/auth/magic-link',
      headers: { origin: app.config.publicUrl },
      payload: { email, intent: 'signup', redirect: '/' },
    });
    if (asked.statusCode !== 200) throw new Error(`magic link: HTTP ${asked.statusCode} ${asked.body}`);
    const answered = performance.now() - started;
    await sink.waitFor(email, () => true, 60_000);
    const ms = performance.now() - started;
    results.push({ ms, waiting: await pending() });
    console.log(
      `round ${round + 1}: sign-in mail received ${ms.toFixed(0)} ms after the request (answered in ${answered.toFixed(0)} ms), ${results.at(-1)!.waiting} order mails still waiting`,
    );
    // Drain the rest before the next round.
    const drainStarted = performance.now();
    while ((await pending()) > 0) await new Promise((resolve) => setTimeout(resolve, 50));
    const received = sink.messages.filter((m) => recipients(m).some((to) => to.startsWith(`commande-${round}-`))).length;
    console.log(
      `  the other ${results.at(-1)!.waiting} order mails drained in ${((performance.now() - drainStarted) / 1000).toFixed(1)} s (${received} received)`,
    );
  }
} finally {
  await runner.stop();
  await app.close();
  await database.drop();
  await sink.close();
}
const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
console.log(`\nmedian ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms over ${ROUNDS} rounds (target: within 3 s)`);
