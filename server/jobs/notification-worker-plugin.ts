/**
 * The notification outbox worker as a plugin of the app (registered by buildApp; `enabled: false` for
 * tests that drive the outbox themselves): it starts once the app is ready (every plugin it sends through
 * is loaded) and stops before the app closes, waiting for a send in flight.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startNotificationWorker, WORKER_INTERVAL_MS } from './start-notification-worker';

export interface NotificationWorkerOptions {
  enabled?: boolean;
  intervalMs?: number;
}

export const notificationWorkerPlugin = fp(
  async function notificationWorker(app: FastifyInstance, { enabled = true, intervalMs = WORKER_INTERVAL_MS }: NotificationWorkerOptions) {
    if (!enabled) return;
    let stop: (() => Promise<void>) | null = null;
    app.addHook('onReady', async () => {
      stop = startNotificationWorker(app, { intervalMs });
    });
    app.addHook('preClose', async () => {
      await stop?.();
    });
  },
  { name: 'notification-worker', dependencies: ['mail', 'orders', 'metrics'] },
);
