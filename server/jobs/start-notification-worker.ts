/**
 * Runs the outbox worker in the server process: every 10 s, and at once when an order event arrives
 * (the LISTEN order_events of app.orderEvents: a new order or a status change just queued something)
 * or a mail is queued (LISTEN notification_outbox: a sign-in link must arrive at once).
 * One loop per channel, so the kitchen's Telegram message never waits behind an e-mail (a slow or
 * hanging SMTP server). Runs of one channel never overlap within one process; across processes SKIP
 * LOCKED keeps them apart.
 */
import type { FastifyInstance } from 'fastify';
import { OUTBOX_CHANNEL } from '../integrations/mail/queue-mail';
import { coalescedRun } from './coalesced-run';
import { createNotificationSenders } from './notification-senders';
import { drainNotifications, type NotificationChannel, type NotificationSenders } from './notification-worker';

export const WORKER_INTERVAL_MS = 10_000;
const CHANNELS: NotificationChannel[] = ['telegram', 'email'];

export function startNotificationWorker(
  app: FastifyInstance,
  { intervalMs = WORKER_INTERVAL_MS, senders = createNotificationSenders(app) }: { intervalMs?: number; senders?: NotificationSenders } = {},
): () => Promise<void> {
  let stopped = false;
  const loops = CHANNELS.map((channel) =>
    coalescedRun(
      async () => {
        const timer = app.metrics.jobDuration.startTimer({ job: `notifications_${channel}` });
        try {
          const result = await drainNotifications({
            db: app.database.db,
            senders,
            channel,
            shouldStop: () => stopped,
            onDuplicateRisk: (row) =>
              app.log.warn({ outboxId: row.id, orderId: row.order_id }, 'telegram: sending again a message whose previous attempt may have gone out'),
          });
          if (result.retried || result.failed) app.log.warn({ channel, ...result }, 'notifications: some sends failed');
        } catch (err) {
          app.log.error({ err, channel }, 'notification worker run failed');
        } finally {
          timer();
        }
      },
      () => stopped,
    ),
  );

  const runAll = () => loops.forEach((loop) => loop.run());
  const timer = setInterval(runAll, intervalMs);
  timer.unref();
  const unsubscribe = app.orderEvents.subscribe(() => runAll());
  const unlisten = app.database.listen(OUTBOX_CHANNEL, () => runAll());
  runAll();
  return async () => {
    stopped = true;
    clearInterval(timer);
    unsubscribe();
    await (
      await unlisten
    )();
    await Promise.all(loops.map((loop) => loop.settle()));
  };
}
