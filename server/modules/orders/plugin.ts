/**
 * Everything of the ordering issue behind one registration: the live order-event hub (one LISTEN per
 * instance, app.orderEvents), the customer and tracking routes. Payment routes and the Konnect simulator
 * are the payments plugin's (it depends on this one and provides app.orderPayments, order-payments.ts);
 * cash depends on this one through app.cashOrders (cash/cash-orders.ts).
 * The staff board (admin-routes.ts) goes into the guarded /api/admin scope. On the job runner: the order
 * events wake the notification outbox's queues (the order's mails and Telegram rows are written in its
 * transaction), and two schedules run every 15 s: the fire of scheduled orders and the acceptance promise.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { NOTIFICATION_KINDS } from '../../jobs/notification-worker';
import type { CashOrders } from '../cash/cash-for-orders';
import { ACCEPTANCE_EVERY_MS, runAcceptancePromise } from './acceptance-promise';
import { changeOrderStatus } from './change-order-status';
import { FIRE_EVERY_MS, fireScheduledOrders } from './fire-scheduled-orders';
import { createOrderEventHub, type OrderEventHub } from './order-event-hub';
import { presentOrder } from './order-view';
import { orderRoutes } from './routes';
import { slotRoutes } from './slot-routes';
import { trackingRoutes } from './tracking-routes';
import { customerEventsRoutes } from './customer-events-routes';

declare module 'fastify' {
  interface FastifyInstance {
    orderEvents: OrderEventHub;
  }
}

export const ordersPlugin = fp(
  async function orders(app: FastifyInstance) {
    const hub = await createOrderEventHub(app.database, { onStreamsChanged: (open) => app.metrics.eventStreams.set(open) });
    app.decorate('orderEvents', hub);
    app.addHook('preClose', async () => hub.endStreams());
    app.addHook('onClose', async () => hub.close());
    const { db } = app.database;
    // What cash uses of orders (cash/cash-orders.ts): cash imports nothing of this module.
    const cashOrders: CashOrders = {
      changeStatus: ({ orderId, statut, changedBy }) => changeOrderStatus({ db, orderId, statut, changedBy, publicUrl: app.config.publicUrl }),
      present: (order, viewer) => presentOrder({ db, order, viewer }),
    };
    app.decorate('cashOrders', cashOrders);
    app.jobs.wakeOn(NOTIFICATION_KINDS, { subscribe: (wake) => hub.subscribe(wake) });
    app.jobs.addSchedule({
      // Order ahead: scheduled orders reach the kitchen's queue at their fire time.
      name: 'fire-scheduled-orders',
      everyMs: FIRE_EVERY_MS,
      async run() {
        const fired = await fireScheduledOrders({ db });
        if (fired.length) app.log.info({ fired: fired.map((o) => o.numero_commande) }, 'scheduled orders sent to the kitchen');
      },
    });
    app.jobs.addSchedule({
      // The acceptance promise: auto-accept, or the reminder, pause and cancel thresholds.
      name: 'acceptance-promise',
      everyMs: ACCEPTANCE_EVERY_MS,
      async run() {
        const outcome = await runAcceptancePromise({ db, publicUrl: app.config.publicUrl });
        if (outcome.accepted.length || outcome.reminded.length || outcome.paused || outcome.cancelled.length) {
          app.log.info(outcome, 'acceptance promise');
          app.catalog.invalidate();
        }
      },
    });
    await app.register(orderRoutes);
    await app.register(slotRoutes);
    await app.register(trackingRoutes, { hub });
    await app.register(customerEventsRoutes, { hub });
  },
  { name: 'orders', dependencies: ['auth', 'rate-limit', 'metrics', 'jobs'] },
);
