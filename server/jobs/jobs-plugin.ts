/**
 * The job runner of the server process (job-runner.ts), registered by buildApp as `app.jobs`.
 * Queues: the notification outbox (one queue per channel, so the kitchen's Telegram message never waits
 * behind a hanging SMTP server), the image variations and the E2E runs. Schedules, once across
 * instances: the E2E schedule tick, journal pruning and outbox retention (hourly), the fire of scheduled
 * orders and the acceptance promise (every 15 s, issue 21).
 *
 * Queues run when woken: a mail queued or an order event (LISTEN notification_outbox / order_events),
 * an upload (`app.imageJobs.kick`), Lancer (`app.e2eRunner.kick`), and at start. The poll (for rows
 * another instance left, retries coming due) and the schedules start once the server listens, as the
 * E2E runs need its address; tests that only inject drive the queues through those wake-ups.
 * The print queue (print-jobs.ts) wakes on LISTEN print_jobs: an order accepted or a reprint queued its prints.
 * `notificationWorker: false` / `imageWorker: false` leave those queues out (tests that drain them).
 * `onJobDone(kind, ms, ok)` is the metrics hook. The app closing stops the runner: the jobs in progress
 * end (an E2E run is told to stop), nothing new starts, the rest of the queues waits for the next start.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OUTBOX_CHANNEL } from '../integrations/mail/queue-mail';
import { e2eRunQueue, e2eScheduleTick } from '../modules/e2e-runner/e2e-runner-plugin';
import { pruneJournals } from '../modules/e2e-runner/prune-journals';
import { messageQueue } from '../modules/messages/messages-plugin';
import { CUSTOMER_MESSAGES_KIND } from '../modules/messages/queue-customer-message';
import { ACCEPTANCE_EVERY_MS, runAcceptancePromise } from '../modules/orders/acceptance-promise';
import { FIRE_EVERY_MS, fireScheduledOrders } from '../modules/orders/fire-scheduled-orders';
import { imageQueue } from './image-variations';
import { createJobRunner, POLL_MS, STOP_DEADLINE_MS, type JobQueue, type JobRunner, type JobSchedule } from './job-runner';
import { createNotificationSenders } from './notification-senders';
import { notificationQueue, type NotificationChannel, type NotificationSenders } from './notification-worker';
import { PRINT_CHANNEL } from '../modules/printing/queue-prints';
import { PRINT_QUEUE, printQueue } from './print-jobs';
import { redactSentNotifications } from './outbox-retention';

const HOUR_MS = 3_600_000;
const NOTIFICATION_KINDS = ['notification:telegram', 'notification:email', CUSTOMER_MESSAGES_KIND];

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
    imageJobs: {
      /** Wakes the image variations up (after an upload); a no-op when they are off. */
      kick(): void;
    };
  }
}

export interface JobsPluginOptions {
  notifications?: boolean;
  images?: boolean;
  pollMs?: number;
  stopDeadlineMs?: number;
  onJobDone?: (kind: string, ms: number, ok: boolean) => void;
}

/** The notification outbox's queues: what the app runs, and what tests start on their own. */
export function notificationQueues(app: FastifyInstance, senders: NotificationSenders = createNotificationSenders(app)): JobQueue[] {
  return (['telegram', 'email'] as NotificationChannel[]).map((channel) =>
    notificationQueue({
      db: app.database.db,
      senders,
      channel,
      onDuplicateRisk: (row) =>
        app.log.warn({ outboxId: row.id, orderId: row.order_id }, 'telegram: sending again a message whose previous attempt may have gone out'),
    }),
  );
}

/** The cluster-wide schedules of the shop. */
function shopSchedules(app: FastifyInstance): JobSchedule[] {
  const { db } = app.database;
  return [
    e2eScheduleTick(app),
    {
      name: 'journal-prune',
      everyMs: HOUR_MS,
      async run() {
        const pruned = await pruneJournals({ db });
        if (pruned.logs || pruned.events || pruned.userEvents || pruned.emails) app.log.info(pruned, 'journals pruned');
      },
    },
    {
      // Order ahead (issue 21): scheduled orders reach the kitchen's queue at their fire time.
      name: 'fire-scheduled-orders',
      everyMs: FIRE_EVERY_MS,
      async run() {
        const fired = await fireScheduledOrders({ db });
        if (fired.length) app.log.info({ fired: fired.map((o) => o.numero_commande) }, 'scheduled orders sent to the kitchen');
      },
    },
    {
      // The acceptance promise (issue 21): auto-accept, or the reminder, pause and cancel thresholds.
      name: 'acceptance-promise',
      everyMs: ACCEPTANCE_EVERY_MS,
      async run() {
        const outcome = await runAcceptancePromise({ db, publicUrl: app.config.publicUrl });
        if (outcome.accepted.length || outcome.reminded.length || outcome.paused || outcome.cancelled.length) {
          app.log.info(outcome, 'acceptance promise');
          app.catalog.invalidate();
        }
      },
    },
    {
      name: 'outbox-retention',
      everyMs: HOUR_MS,
      async run() {
        const redacted = await redactSentNotifications({ db, days: app.config.notificationRetentionDays });
        if (redacted) app.log.info({ redacted }, 'sent notifications past their retention redacted');
      },
    },
  ];
}

/** A runner of these queues and schedules, woken by new mails and order events; stop it with `stop()`. */
export function startJobRunner(
  app: FastifyInstance,
  {
    queues,
    schedules = [],
    pollMs = POLL_MS,
    onJobDone,
  }: { queues: JobQueue[]; schedules?: JobSchedule[]; pollMs?: number; onJobDone?: JobsPluginOptions['onJobDone'] },
): JobRunner & { listening(): void } {
  const runner = createJobRunner({
    db: app.database.db,
    queues,
    schedules,
    pollMs,
    onJobDone,
    onError: (err, where) => app.log.error({ err, job: where }, 'job failed to run'),
  });
  // The outbox's wake-ups, only where its queues run (an instance without them holds no LISTEN for them).
  let unsubscribe = () => {};
  let unlisten: Promise<() => Promise<void>> = Promise.resolve(async () => {});
  if (queues.some((queue) => NOTIFICATION_KINDS.includes(queue.kind))) {
    const wakeNotifications = () => NOTIFICATION_KINDS.forEach((kind) => runner.wake(kind));
    unsubscribe = app.orderEvents.subscribe(wakeNotifications);
    unlisten = app.database.listen(OUTBOX_CHANNEL, wakeNotifications).catch((err: unknown) => {
      app.log.warn({ err }, 'LISTEN notification_outbox failed: the poll sends the mails');
      return async () => {};
    });
  }
  const unlistenPrints: Promise<() => Promise<void>> = queues.some((queue) => queue.kind === PRINT_QUEUE)
    ? app.database
        .listen(PRINT_CHANNEL, () => runner.wake(PRINT_QUEUE))
        .catch((err: unknown) => {
          app.log.warn({ err }, 'LISTEN print_jobs failed: the poll prints the tickets');
          return async () => {};
        })
    : Promise.resolve(async () => {});
  for (const queue of queues) runner.wake(queue.kind);
  return {
    ...runner,
    listening: () => runner.start(),
    async stop(deadlineMs) {
      unsubscribe();
      await (
        await unlistenPrints
      )();
      await (
        await unlisten
      )();
      return runner.stop(deadlineMs);
    },
  };
}

export const jobsPlugin = fp(
  async function jobs(app: FastifyInstance, { notifications = true, images = true, pollMs, stopDeadlineMs = STOP_DEADLINE_MS, onJobDone }: JobsPluginOptions) {
    const queues: JobQueue[] = [
      // The customers' WhatsApp/SMS messages are notifications too: off with them (tests drain them).
      ...(notifications ? [...notificationQueues(app), messageQueue(app)] : []),
      ...(images ? [imageQueue({ db: app.database.db, storage: app.storage, onRendered: () => app.catalog.invalidate() })] : []),
      e2eRunQueue(app),
      printQueue({
        db: app.database.db,
        onDuplicateRisk: (jobId) => app.log.warn({ jobId }, 'print: printing again a ticket whose previous attempt may have gone out'),
      }),
    ];
    let runner: ReturnType<typeof startJobRunner> | null = null;
    // Usable before the runner starts (and when a queue is off): a wake-up or wait with nothing to do.
    app.decorate('jobs', {
      start: () => runner?.start(),
      wake: (kind?: string) => runner?.wake(kind),
      idle: async (kind?: string) => runner?.idle(kind),
      runDueSchedules: async () => (runner ? runner.runDueSchedules() : []),
      stop: async (deadlineMs?: number) => (runner ? runner.stop(deadlineMs) : true),
    });
    app.decorate('imageJobs', { kick: () => app.jobs.wake('image-variations') });
    app.addHook('onReady', async () => {
      runner = startJobRunner(app, { queues, schedules: shopSchedules(app), pollMs, onJobDone });
    });
    app.addHook('onListen', async () => runner?.listening());
    app.addHook('preClose', async () => {
      const finished = await runner?.stop(stopDeadlineMs);
      if (finished === false) app.log.warn('jobs still running at the shutdown deadline: their leases hand them to another instance');
    });
  },
  { name: 'jobs', dependencies: ['mail', 'orders'] },
);
