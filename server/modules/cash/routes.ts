/**
 * The cash rules' endpoints. Staff, under /api/admin: mark a delivery refused (operators and
 * admins, from the board) and blacklist an order's customer and phone number (admins, like the
 * customers panel). The owner of a first cash order types its confirmation code.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as endpoints from '@core/contracts/cash';
import { endpointRoute } from '../../lib/endpoint-route';
import { customerOf, requireAdmin, requireCustomer, viewerOf } from '../../plugins/auth';
import { blacklistFromOrder } from './blacklist-from-order';
import { confirmCashOrder } from './cash-confirmation-code';
import { markDeliveryRefused } from './mark-delivery-refused';

/** Registered inside the /api/admin scope (staff only). */
export async function adminCashRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  app.route({
    ...endpointRoute(app, endpoints.markDeliveryRefused),
    handler: async (request) => {
      const viewer = await viewerOf(request);
      const order = await markDeliveryRefused({
        db,
        orderId: request.params.id,
        motif: request.body.motif,
        actorId: viewer.userId,
        changeStatus: app.cashOrders.changeStatus,
      });
      return { order: await app.cashOrders.present(order, viewer) };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.blacklistFromOrder),
    onRequest: requireAdmin,
    handler: async (request) => {
      const viewer = await viewerOf(request);
      const order = await blacklistFromOrder({ db, orderId: request.params.id, motif: request.body.motif, actorId: viewer.userId });
      return { order: await app.cashOrders.present(order, viewer) };
    },
  });
}

export async function cashCodeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  // Six digits are guessed by brute force without a cap: 5 tries per order (the code's row), and this per customer.
  const perCustomer = app.limit({
    name: 'cash-code',
    max: 20,
    windowS: 600,
    key: async (request) => `customer:${(await customerOf(request)).customerId}`,
  });
  app.route({
    ...endpointRoute(app, endpoints.confirmCashOrder),
    onRequest: requireCustomer,
    preHandler: perCustomer,
    handler: async (request) => {
      const viewer = await customerOf(request);
      const order = await confirmCashOrder({
        db,
        orderId: request.params.id,
        customerId: viewer.customerId,
        userId: viewer.userId,
        code: request.body.code,
        changeStatus: app.cashOrders.changeStatus,
      });
      return { order: await app.cashOrders.present(order, viewer) };
    },
  });
}
