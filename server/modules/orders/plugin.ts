/**
 * Everything of the ordering issue behind one registration: the live order-event hub (one LISTEN per
 * instance, app.orderEvents), the customer and tracking routes. Payment routes and the Konnect simulator
 * are the payments plugin's (it depends on this one and provides app.orderPayments, order-payments.ts).
 * The staff board (admin-routes.ts) goes into the guarded /api/admin scope.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createOrderEventHub, type OrderEventHub } from './order-event-hub';
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
    await app.register(orderRoutes);
    await app.register(slotRoutes);
    await app.register(trackingRoutes, { hub });
    await app.register(customerEventsRoutes, { hub });
  },
  { name: 'orders', dependencies: ['auth', 'rate-limit', 'metrics'] },
);
