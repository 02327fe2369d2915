/**
 * Online payment behind one registration, after the orders plugin (payments depends on orders, never
 * the reverse): app.orderPayments for placing a konnect order, the payment routes, and the Konnect
 * simulator outside production.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { OrderPayments } from '../orders/order-payments';
import { konnectSimulatorRoutes } from './konnect-simulator';
import { SIMULATOR_PREFIX } from './konnect-connection';
import { paymentContext } from './payment-context';
import { paymentRoutes } from './routes';
import { startOrderPayment } from './start-order-payment';

export const paymentsPlugin = fp(
  async function payments(app: FastifyInstance) {
    const { db } = app.database;
    const orderPayments: OrderPayments = {
      prepare: async () => {
        const context = await paymentContext(app, db);
        return { start: (order) => startOrderPayment({ ...context, order }) };
      },
    };
    app.decorate('orderPayments', orderPayments);
    await app.register(paymentRoutes);
    if (!app.config.isProduction) await app.register(konnectSimulatorRoutes, { prefix: SIMULATOR_PREFIX });
  },
  { name: 'payments', dependencies: ['orders'] },
);
