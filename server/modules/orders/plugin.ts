/**
 * Everything of the ordering issue behind one registration: the live order-event hub (one LISTEN per
 * instance, app.orderEvents), the customer, tracking and payment routes, and the Konnect simulator
 * outside production. The staff board (admin-routes.ts) goes into the guarded /api/admin scope.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { konnectSimulatorRoutes } from '../payments/konnect-simulator';
import { SIMULATOR_PREFIX } from '../payments/konnect-connection';
import { paymentRoutes } from '../payments/routes';
import { createOrderEventHub, type OrderEventHub } from './order-event-hub';
import { orderRoutes } from './routes';
import { trackingRoutes } from './tracking-routes';

declare module 'fastify' {
  interface FastifyInstance {
    orderEvents: OrderEventHub;
  }
}

export const ordersPlugin = fp(
  async function orders(app: FastifyInstance) {
    const hub = await createOrderEventHub(app.database);
    app.decorate('orderEvents', hub);
    app.addHook('preClose', async () => hub.endStreams());
    app.addHook('onClose', async () => hub.close());
    await app.register(orderRoutes);
    await app.register(trackingRoutes, { hub });
    await app.register(paymentRoutes);
    if (!app.config.isProduction) await app.register(konnectSimulatorRoutes, { prefix: SIMULATOR_PREFIX });
  },
  { name: 'orders', dependencies: ['auth', 'rate-limit'] },
);
