/**
 * The riders' endpoints: staff's (inside the guarded /api/admin scope; admins change the list) and a rider's own
 * (/api/livreur, a 'livreur' account only).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as endpoints from '@core/contracts/riders';
import { endpointRoute } from '../../lib/endpoint-route';
import { requireAdmin, requireLivreur, viewerOf } from '../../plugins/auth';
import { markDeliveryRefused } from '../cash/mark-delivery-refused';
import { assignRider } from './assign-rider';
import { checkRiderCash, ridersCashDay } from './rider-cash';
import { ownDelivery, riderOfAccount, riderPage } from './rider-deliveries';
import { createRider, listRiders, updateRider } from './riders-list';

/** Registered inside the /api/admin scope (staff only). */
export async function adminRiderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  app.route({ ...endpointRoute(app, endpoints.listRiders), handler: async () => listRiders(db) });

  app.route({
    ...endpointRoute(app, endpoints.createRider),
    onRequest: requireAdmin,
    handler: async (request, reply) => {
      const rider = await createRider(db, request.body);
      reply.code(201);
      return rider;
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.updateRider),
    onRequest: requireAdmin,
    handler: async (request) => updateRider(db, request.params.riderId, request.body),
  });

  app.route({
    ...endpointRoute(app, endpoints.assignRider),
    handler: async (request) => {
      const viewer = await viewerOf(request);
      const order = await assignRider({ db, orderId: request.params.id, riderId: request.body.rider_id, actorId: viewer.userId });
      return { order: await app.cashOrders.present(order, viewer) };
    },
  });

  app.route({ ...endpointRoute(app, endpoints.getRidersCash), handler: async (request) => ridersCashDay(db, request.params.jour) });

  app.route({
    ...endpointRoute(app, endpoints.checkRiderCash),
    handler: async (request, reply) => {
      const viewer = await viewerOf(request);
      const { riderId, jour } = request.params;
      await checkRiderCash({ db, riderId, jour, especesRemises: request.body.especes_remises, userId: viewer.userId });
      reply.code(201);
      return ridersCashDay(db, jour);
    },
  });
}

/** A rider's own page and deliveries: a 'livreur' account, its own orders only. */
export async function riderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  app.addHook('onRequest', requireLivreur);

  app.route({
    ...endpointRoute(app, endpoints.getMyDeliveries),
    handler: async (request) => riderPage(db, await riderOfAccount(db, (await viewerOf(request)).userId)),
  });

  app.route({
    ...endpointRoute(app, endpoints.markMyDeliveryDelivered),
    handler: async (request) => {
      const viewer = await viewerOf(request);
      const rider = await riderOfAccount(db, viewer.userId);
      await ownDelivery(db, rider, request.params.id);
      await app.cashOrders.changeStatus({ orderId: request.params.id, statut: 'Livre', changedBy: viewer.userId });
      return riderPage(db, rider);
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.markMyDeliveryRefused),
    handler: async (request) => {
      const viewer = await viewerOf(request);
      const rider = await riderOfAccount(db, viewer.userId);
      await ownDelivery(db, rider, request.params.id);
      await markDeliveryRefused({
        db,
        orderId: request.params.id,
        motif: request.body.motif,
        actorId: viewer.userId,
        changeStatus: app.cashOrders.changeStatus,
      });
      return riderPage(db, rider);
    },
  });
}
