/**
 * Runs the outbox worker in the server process: every 10 s, and at once when an order event arrives
 * (the LISTEN order_events of app.orderEvents: a new order or a status change just queued something)
 * or a mail is queued (LISTEN notification_outbox: a sign-in link must arrive at once).
 * Runs never overlap within one process; across processes SKIP LOCKED keeps them apart.
 */
import type { FastifyInstance } from 'fastify';
import { OUTBOX_CHANNEL } from '../integrations/mail/queue-mail';
import { createNotificationSenders } from './notification-senders';
import { drainNotifications } from './notification-worker';

export const WORKER_INTERVAL_MS = 10_000;

export function startNotificationWorker(app: FastifyInstance, { intervalMs = WORKER_INTERVAL_MS } = {}): () => Promise<void> {
  const senders = createNotificationSenders(app);
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          const result = await drainNotifications({ db: app.database.db, senders });
          if (result.retried || result.failed) app.log.warn(result, 'notifications: some sends failed');
        } catch (err) {
          app.log.error({ err }, 'notification worker run failed');
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
  };

  const timer = setInterval(run, intervalMs);
  timer.unref();
  const unsubscribe = app.orderEvents.subscribe(() => run());
  const unlisten = app.database.listen(OUTBOX_CHANNEL, () => run());
  run();
  return async () => {
    stopped = true;
    clearInterval(timer);
    unsubscribe();
    await (await unlisten)();
    await running;
  };
}
