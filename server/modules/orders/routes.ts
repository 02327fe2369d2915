/**
 * The customer's order endpoints (docs/api.md "Orders"): place an order, read one by id, the account's
 * list and current order, review and cancel. Thin: validate, authorise, call one service, present.
 */
import type { FastifyInstance } from 'fastify';
import { pageFields } from '@core/page';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as endpoints from '@core/contracts/orders';
import { IdempotencyKeyHeader } from '@core/schemas/orders';
import { ORDERS_PER_PAGE } from '@core/limits';
import { customerOf, requireCustomer } from '../../plugins/auth';
import { AppError } from '../../errors';
import { endpointRoute } from '../../lib/endpoint-route';
import { cancelOrder } from './cancel-order';
import { getOrder } from './get-order';
import { getCurrentOrder, listCustomerOrders } from './list-customer-orders';
import { presentOrder, presentOrders } from './order-view';
import { placeOrder } from './place-order';
import { isE2eTestRequest } from './test-orders';
import { placedOrderAnswer } from './placed-order-answer';
import { reviewOrder } from './review-order';
import { customerCashCodeSender } from '../cash/cash-for-orders';
import { envOf } from '../messages/messaging-setup';

export const ORDER_CREATE_LIMIT_PER_MINUTE = 30;

export async function orderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  // Per signed-in customer (requireCustomer ran first, so there is one), never per raw Cookie header,
  // which a client can vary at will: a retry storm from one account is capped without customers behind
  // one shared IP (a café, a mobile carrier's NAT) limiting each other.
  const perCustomer = app.limit({
    name: 'order-create',
    max: ORDER_CREATE_LIMIT_PER_MINUTE,
    windowS: 60,
    key: async (request) => `customer:${(await customerOf(request)).customerId}`,
  });

  app.route({
    ...endpointRoute(app, endpoints.placeOrder),
    onRequest: requireCustomer,
    preHandler: perCustomer,
    handler: async (request, reply) => {
      const viewer = await customerOf(request);
      const key = IdempotencyKeyHeader.safeParse(request.headers['idempotency-key']);
      if (!key.success) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
      const input = request.body;
      const isTest = isE2eTestRequest(request.headers);
      // Resolved first: with online payment unavailable (production without a key) no order is written.
      const payment = input.mode_paiement === 'konnect' ? await app.orderPayments.prepare({ testOrder: isTest }) : null;
      const placed = await placeOrder({
        isTest,
        db,
        catalog: app.catalog,
        customerId: viewer.customerId,
        input,
        idempotencyKey: key.data,
        publicUrl: app.config.publicUrl,
        // A first cash order's code: by WhatsApp or SMS as the customer chose, else by e-mail.
        cashCodeSender: customerCashCodeSender(envOf(app)),
      });
      const { order } = placed;
      if (placed.created) app.metrics.ordersPlaced.inc();
      // A replay of a konnect order still unpaid opens a fresh payment link: the first answer may be lost.
      const payUrl = payment && order.payment_status !== 'paye' ? (await payment.start(order)).payUrl : null;
      const answer = await placedOrderAnswer({ db, catalog: app.catalog, placed, viewer });
      return reply.status(201).send({ order: answer.order, payUrl, points_preview: answer.points_preview });
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.getOrder),
    handler: async (request) => {
      const viewer = await request.viewer();
      const order = await getOrder({ db, orderId: request.params.id, viewer });
      return { order: await presentOrder({ db, order, viewer }) };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.reviewOrder),
    onRequest: requireCustomer,
    handler: async (request) => {
      const viewer = await customerOf(request);
      return reviewOrder({
        db,
        orderId: request.params.id,
        customerId: viewer.customerId,
        input: request.body,
        publicUrl: app.config.publicUrl,
        staff: app.config.staffAlerts,
      });
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.cancelOrder),
    onRequest: requireCustomer,
    handler: async (request) => {
      const viewer = await customerOf(request);
      const order = await cancelOrder({ db, orderId: request.params.id, customerId: viewer.customerId });
      app.metrics.ordersCancelled.inc({ by: 'client' });
      return { order: await presentOrder({ db, order, viewer }) };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.listMyOrders),
    onRequest: requireCustomer,
    handler: async (request) => {
      const viewer = await customerOf(request);
      const { page } = request.query;
      const { rows, total } = await listCustomerOrders({ db, customerId: viewer.customerId, page });
      return { orders: await presentOrders({ db, rows, viewer }), ...pageFields('pageSize', page, ORDERS_PER_PAGE, total) };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.getCurrentOrder),
    onRequest: requireCustomer,
    handler: async (request) => {
      const viewer = await customerOf(request);
      const order = await getCurrentOrder({ db, customerId: viewer.customerId });
      return { order: order ? await presentOrder({ db, order, viewer }) : null };
    },
  });
}
