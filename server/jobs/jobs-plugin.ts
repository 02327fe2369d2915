/**
 * The job runner of the server process (job-runner.ts), registered by buildApp as `app.jobs`, before the
 * modules: each module registers its own queues and schedules on it while it loads (`app.jobs.addQueue`,
 * `addSchedule`) and says what wakes them (`wakeOn`: a NOTIFY channel or an in-process event, such as
 * the order events), so this folder imports no module. The runner starts with what was registered once
 * the app is ready. Its own: the notification outbox (one queue per channel, so the kitchen's Telegram
 * message never waits behind a hanging SMTP server, woken by NOTIFY notification_outbox), the image
 * variations, and the outbox retention (hourly).
 *
 * Queues run when woken and at start. The poll (for rows another instance left, retries coming due) and
 * the schedules start once the server listens, as the E2E runs need its address; tests that only inject
 * drive the queues through those wake-ups. `notifications: false` / `images: false` leave those queues
 * out (tests that drain them; `app.jobs.runsNotifications` tells the modules whose queues are
 * notifications too). `onJobDone(kind, ms, ok)` is the metrics hook. The app closing stops the runner:
 * the jobs in progress end (an E2E run is told to stop), nothing new starts, the rest of the queues waits
 * for the next start.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OUTBOX_CHANNEL } from '../integrations/mail/queue-mail';
import { imageQueue } from './image-variations';
import { createJobRunner, POLL_MS, STOP_DEADLINE_MS, type JobQueue, type JobRunner, type JobSchedule } from './job-runner';
import { createNotificationSenders } from './notification-senders';
import { NOTIFICATION_KINDS, notificationQueue, type NotificationChannel, type NotificationSenders } from './notification-worker';
import { redactSentNotifications } from './outbox-retention';

export const HOUR_MS = 3_600_000;

/** What wakes some queues: a NOTIFY channel (one LISTEN per instance), or an in-process event source (subscribe answers its unsubscribe). */
export type WakeSource = { channel: string } | { subscribe(wake: () => void): () => void };

interface WakeUp {
  kinds: string[];
  source: WakeSource;
}

/** Where modules put their queues and schedules, before the app is ready. */
interface JobRegistry {
  addQueue(queue: JobQueue): void;
  addSchedule(schedule: JobSchedule): void;
  /** Wakes these queues on every message of the source, where at least one of them runs. */
  wakeOn(kinds: string[], source: WakeSource): void;
  /** Whether the notification queues run in this process (false in tests that drain them). */
  runsNotifications: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner & JobRegistry;
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

/** The runner's own schedule: sent notifications past their retention lose their content. */
function outboxRetention(app: FastifyInstance): JobSchedule {
  return {
    name: 'outbox-retention',
    everyMs: HOUR_MS,
    async run() {
      const redacted = await redactSentNotifications({ db: app.database.db, days: app.config.notificationRetentionDays });
      if (redacted) app.log.info({ redacted }, 'sent notifications past their retention redacted');
    },
  };
}

/** The wake-ups registered on the app (`app.jobs.wakeOn`), also for a runner a test starts on its own. */
const wakeUpsOf = new WeakMap<FastifyInstance, WakeUp[]>();

/** Starts the wake-ups of the queues that run here; answers their teardown. */
function startWakeUps(app: FastifyInstance, runner: JobRunner, running: Set<string>): () => Promise<void> {
  const wakeUps = (wakeUpsOf.get(app) ?? []).map((w) => ({ ...w, kinds: w.kinds.filter((kind) => running.has(kind)) })).filter((w) => w.kinds.length);
  const wake = (kinds: string[]) => () => kinds.forEach((kind) => runner.wake(kind));
  const unsubscribes = wakeUps.flatMap(({ kinds, source }) => ('subscribe' in source ? [source.subscribe(wake(kinds))] : []));
  // One LISTEN per channel, waking every queue registered on it.
  const byChannel = new Map<string, string[]>();
  for (const { kinds, source } of wakeUps) if ('channel' in source) byChannel.set(source.channel, [...(byChannel.get(source.channel) ?? []), ...kinds]);
  const unlistens = [...byChannel].map(([channel, kinds]) =>
    app.database.listen(channel, wake(kinds)).catch((err: unknown) => {
      app.log.warn({ err, channel }, 'LISTEN failed: the poll runs the queues it would wake');
      return async () => {};
    }),
  );
  return async () => {
    unsubscribes.forEach((unsubscribe) => unsubscribe());
    for (const unlisten of unlistens) await (await unlisten)();
  };
}

/** A runner of these queues and schedules, woken as registered on the app (`app.jobs.wakeOn`); stop it with `stop()`. */
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
  // The wake-ups, only of the queues that run here (an instance without them holds no LISTEN for them).
  const stopWakeUps = startWakeUps(app, runner, new Set(queues.map((queue) => queue.kind)));
  for (const queue of queues) runner.wake(queue.kind);
  return {
    ...runner,
    listening: () => runner.start(),
    async stop(deadlineMs) {
      await stopWakeUps();
      return runner.stop(deadlineMs);
    },
  };
}

export const jobsPlugin = fp(
  async function jobs(app: FastifyInstance, { notifications = true, images = true, pollMs, stopDeadlineMs = STOP_DEADLINE_MS, onJobDone }: JobsPluginOptions) {
    const queues: JobQueue[] = [
      ...(notifications ? notificationQueues(app) : []),
      ...(images ? [imageQueue({ db: app.database.db, storage: app.storage, onRendered: () => app.catalog.invalidate() })] : []),
    ];
    const schedules: JobSchedule[] = [outboxRetention(app)];
    const wakeUps: WakeUp[] = [{ kinds: NOTIFICATION_KINDS, source: { channel: OUTBOX_CHANNEL } }];
    wakeUpsOf.set(app, wakeUps);
    let runner: ReturnType<typeof startJobRunner> | null = null;
    const registering = () => {
      if (runner) throw new Error('jobs: queues and schedules are registered before the app is ready');
    };
    // Usable before the runner starts (and when a queue is off): a wake-up or wait with nothing to do.
    app.decorate('jobs', {
      addQueue: (queue: JobQueue) => {
        registering();
        queues.push(queue);
      },
      addSchedule: (schedule: JobSchedule) => {
        registering();
        schedules.push(schedule);
      },
      wakeOn: (kinds: string[], source: WakeSource) => {
        registering();
        wakeUps.push({ kinds, source });
      },
      runsNotifications: notifications,
      start: () => runner?.start(),
      wake: (kind?: string) => runner?.wake(kind),
      idle: async (kind?: string) => runner?.idle(kind),
      runDueSchedules: async () => (runner ? runner.runDueSchedules() : []),
      stop: async (deadlineMs?: number) => (runner ? runner.stop(deadlineMs) : true),
    });
    app.decorate('imageJobs', { kick: () => app.jobs.wake('image-variations') });
    app.addHook('onReady', async () => {
      runner = startJobRunner(app, { queues, schedules, pollMs, onJobDone });
    });
    app.addHook('onListen', async () => runner?.listening());
    app.addHook('preClose', async () => {
      const finished = await runner?.stop(stopDeadlineMs);
      if (finished === false) app.log.warn('jobs still running at the shutdown deadline: their leases hand them to another instance');
    });
  },
  { name: 'jobs', dependencies: ['mail'] },
);
