/**
 * Konnect payment endpoints. The webhook and the check only prompt a status fetch from Konnect
 * (check-order-payment.ts); 'Réessayer le paiement' opens a new payment for the same order.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as endpoints from '@core/contracts/payments';
import { customerOf, requireCustomer } from '../../plugins/auth';
import { KonnectError } from '../../integrations/konnect';
import { orders } from '../../db/schema/index';
import { AppError } from '../../errors';
import { endpointRoute } from '../../lib/endpoint-route';
import { findOrderById, orderNotFound } from '../orders/get-order';
import { presentOrder } from '../orders/order-view';
import { checkOrderPayment } from './check-order-payment';
import { paymentContext } from './payment-context';
import { startOrderPayment } from './start-order-payment';

export const WEBHOOK_LIMIT_PER_MINUTE = 60;

export async function paymentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const perIp = app.limit({
    name: 'payment-check',
    max: 30,
    windowS: 60,
    key: (request) => request.ip,
  });

  app.route({
    ...endpointRoute(app, endpoints.startPayment),
    onRequest: requireCustomer,
    handler: async (request) => {
      const viewer = await customerOf(request);
      const order = await findOrderById({ db, orderId: request.params.id });
      if (order.customer_id !== viewer.customerId) throw orderNotFound();
      return startOrderPayment({ ...(await paymentContext(app, db, { testOrder: order.is_test })), order });
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.checkPayment),
    preHandler: perIp,
    handler: async (request) => {
      let order = await findOrderById({ db, orderId: request.params.id });
      if (order.mode_paiement === 'konnect' && order.payment_ref && order.payment_status !== 'paye') {
        try {
          const checked = await checkOrderPayment({ ...(await paymentContext(app, db, { testOrder: order.is_test })), paymentRef: order.payment_ref });
          order = checked.order ?? order;
          if (checked.paidNow) app.metrics.ordersPaid.inc();
        } catch (error) {
          // Konnect unreachable: answer what we know; the webhook or a later check settles it.
          if (!(error instanceof KonnectError)) throw error;
          request.log.warn({ err: error }, 'konnect status check failed');
        }
      }
      return { order: await presentOrder({ db, order, viewer: await request.viewer() }) };
    },
  });

  // Konnect calls the webhook once per payment, with retries: a flood from one address is not Konnect,
  // and each call costs a request to Konnect with the merchant's key.
  const webhookPerIp = app.limit({
    name: 'konnect-webhook',
    max: WEBHOOK_LIMIT_PER_MINUTE,
    windowS: 60,
    key: (request) => request.ip,
  });

  app.route({
    ...endpointRoute(app, endpoints.konnectWebhook),
    preHandler: webhookPerIp,
    handler: async (request) => {
      const { payment_ref } = request.query;
      try {
        const [paid] = await db.select({ isTest: orders.is_test }).from(orders).where(eq(orders.payment_ref, payment_ref)).limit(1);
        const context = await paymentContext(app, db, { testOrder: paid?.isTest ?? false });
        const { paidNow } = await checkOrderPayment({ ...context, paymentRef: payment_ref });
        if (paidNow) app.metrics.ordersPaid.inc();
        return { ok: true as const, paid: paidNow };
      } catch (error) {
        // 502 makes Konnect retry the notification later.
        if (error instanceof KonnectError) throw new AppError('PAYMENT_PROVIDER');
        throw error;
      }
    },
  });
}
