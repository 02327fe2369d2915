/**
 * The cash rules' endpoints (issue 24). Staff, under /api/admin: mark a delivery refused (operators and
 * admins, from the board) and blacklist an order's customer and phone number (admins, like the
 * customers panel). The owner of a first cash order types its confirmation code.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { OrderAnswer } from '@core/api-views';
import { BlacklistFromOrderInput, CashCodeInput, DeliveryRefusalInput } from '@core/schemas/cash';
import { OrderIdParams } from '@core/schemas/orders';
import { customerOf, requireAdmin, requireCustomer, viewerOf } from '../../plugins/auth';
import { presentOrder } from '../orders/order-view';
import { blacklistFromOrder } from './blacklist-from-order';
import { confirmCashOrder } from './cash-confirmation-code';
import { markDeliveryRefused } from './mark-delivery-refused';

/** Registered inside the /api/admin scope (staff only). */
export async function adminCashRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  const refusedSchema = { params: OrderIdParams, body: DeliveryRefusalInput, response: { 200: OrderAnswer } };
  app.post('/orders/:id/delivery-refused', { schema: refusedSchema }, async (request) => {
    const viewer = await viewerOf(request);
    const order = await markDeliveryRefused({
      db,
      orderId: request.params.id,
      motif: request.body.motif,
      actorId: viewer.userId,
      publicUrl: app.config.publicUrl,
    });
    return { order: await presentOrder({ db, order, viewer }) };
  });

  const blacklistSchema = { params: OrderIdParams, body: BlacklistFromOrderInput, response: { 200: OrderAnswer } };
  app.post('/orders/:id/blacklist', { onRequest: requireAdmin, schema: blacklistSchema }, async (request) => {
    const viewer = await viewerOf(request);
    const order = await blacklistFromOrder({ db, orderId: request.params.id, motif: request.body.motif, actorId: viewer.userId });
    return { order: await presentOrder({ db, order, viewer }) };
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
  const schema = { params: OrderIdParams, body: CashCodeInput, response: { 200: OrderAnswer } };
  app.post('/api/orders/:id/confirmation-code', { onRequest: requireCustomer, preHandler: perCustomer, schema }, async (request) => {
    const viewer = await customerOf(request);
    const order = await confirmCashOrder({
      db,
      orderId: request.params.id,
      customerId: viewer.customerId,
      userId: viewer.userId,
      code: request.body.code,
      publicUrl: app.config.publicUrl,
    });
    return { order: await presentOrder({ db, order, viewer }) };
  });
}
