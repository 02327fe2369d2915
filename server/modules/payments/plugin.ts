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
      prepare: async ({ testOrder } = {}) => {
        const context = await paymentContext(app, db, { testOrder });
        // An order the access gate made a test order: the simulator's payment too (or the refusal in production).
        return {
          start: async (order) => startOrderPayment({ ...(order.is_test && !testOrder ? await paymentContext(app, db, { testOrder: true }) : context), order }),
        };
      },
    };
    app.decorate('orderPayments', orderPayments);
    await app.register(paymentRoutes);
    if (!app.config.isProduction) await app.register(konnectSimulatorRoutes, { prefix: SIMULATOR_PREFIX });
  },
  { name: 'payments', dependencies: ['orders'] },
);
