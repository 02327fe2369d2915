/**
 * Staff orders under the guarded /api/admin scope (operator and admin): the customer lookup and
 * the phone order, the correction of an order before Prête, an order's history, and the Konnect link of
 * an unpaid order sent by WhatsApp or SMS or opened anew. Thin: validate,
 * call one service, present.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as endpoints from '@core/contracts/staff-orders';
import { IdempotencyKeyHeader } from '@core/schemas/orders';
import { AppError } from '../../errors';
import { endpointRoute } from '../../lib/endpoint-route';
import { viewerOf } from '../../plugins/auth';
import { presentOrder } from '../orders/order-view';
import { previewOrderPoints } from '../orders/preview-order-points';
import { paymentContext } from '../payments/payment-context';
import { startSupplementPayment } from '../payments/supplement-payment';
import { correctOrder } from './correct-order';
import { findPhoneCustomers } from './find-phone-customers';
import { getOrderHistory } from './order-history';
import { placePhoneOrder } from './place-phone-order';
import { reopenPaymentLink, sendPaymentLink } from './payment-link';
import { findOrderById } from '../orders/get-order';
import { quotePromotions } from '../orders/quote-promotions';
import { envOf, smsSetup, whatsAppSetup } from '../messages/messaging-setup';
import { readSettingsRow } from '../../db/settings-row';

export async function staffOrderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  app.route({
    ...endpointRoute(app, endpoints.findPhoneCustomers),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { customers: await findPhoneCustomers({ db, q: request.query.q }) };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.quotePhoneOrder),
    handler: async (request) => {
      const { customer_id, ...input } = request.body;
      return quotePromotions({ db, catalog: app.catalog, input, customerId: customer_id ?? null, newCustomer: !customer_id });
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.placePhoneOrder),
    handler: async (request, reply) => {
      const viewer = await viewerOf(request);
      const key = IdempotencyKeyHeader.safeParse(request.headers['idempotency-key']);
      if (!key.success) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
      const input = request.body;
      // Resolved first, as the shop does: with online payment unavailable no order is written.
      const payment = input.commande.mode_paiement === 'konnect' ? await app.orderPayments.prepare() : null;
      const placed = await placePhoneOrder({
        db,
        catalog: app.catalog,
        input,
        idempotencyKey: key.data,
        publicUrl: app.config.publicUrl,
        staffUserId: viewer.userId,
      });
      const { order } = placed;
      if (placed.created) app.metrics.ordersPlaced.inc();
      const payUrl = payment && order.payment_status !== 'paye' ? (await payment.start(order)).payUrl : null;
      const [view, points_preview] = await Promise.all([
        presentOrder({ db, order, viewer }),
        previewOrderPoints({ db, customerId: order.customer_id, total: order.total_ttc }),
      ]);
      return reply.status(201).send({ order: view, payUrl, points_preview });
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.correctOrder),
    handler: async (request) => {
      const viewer = await viewerOf(request);
      const corrected = await correctOrder({
        db,
        catalog: app.catalog,
        orderId: request.params.id,
        input: request.body,
        correctedBy: viewer.userId,
        publicUrl: app.config.publicUrl,
      });
      let payUrl: string | null = null;
      if (corrected.supplement) {
        const context = await paymentContext(app, db, { testOrder: corrected.order.is_test });
        ({ payUrl } = await startSupplementPayment({ ...context, order: corrected.order, supplement: corrected.supplement }));
      }
      return { order: await presentOrder({ db, order: corrected.order, viewer }), difference: corrected.difference, payUrl };
    },
  });

  // The Konnect link of an unpaid order: sent to the customer by WhatsApp or SMS (the job queue sends it).
  app.route({
    ...endpointRoute(app, endpoints.sendPaymentLink),
    handler: async (request) => {
      const { canal } = request.body;
      const row = await readSettingsRow({ db });
      const env = envOf(app);
      const channelReady = canal === 'whatsapp' ? whatsAppSetup(row, env) !== null : smsSetup(row, env) !== null;
      const sent = await sendPaymentLink({
        db,
        orderId: request.params.id,
        canal,
        channelReady,
        restaurant: row.nom_restaurant,
        publicUrl: app.config.publicUrl,
      });
      return { canal, ...sent };
    },
  });

  // A new link once the last one expired or failed, the order still unpaid.
  app.route({
    ...endpointRoute(app, endpoints.reopenPaymentLink),
    handler: async (request) => {
      const viewer = await viewerOf(request);
      const current = await findOrderById({ db, orderId: request.params.id });
      const context = await paymentContext(app, db, { testOrder: current.is_test });
      const { order, payUrl } = await reopenPaymentLink({ ...context, orderId: current.id });
      return { order: await presentOrder({ db, order, viewer }), payUrl };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.getOrderHistory),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { entries: await getOrderHistory({ db, orderId: request.params.id }) };
    },
  });
}
