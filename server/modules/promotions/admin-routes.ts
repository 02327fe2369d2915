/**
 * /api/admin/promotions* (back-office): admins create, edit, duplicate and end offers, generate single-use
 * codes and read the figures; operators see the offers and may only pause and resume them. Registered
 * inside the guarded admin scope (staff only).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as endpoints from '@core/contracts/promotions';
import { endpointRoute } from '../../lib/endpoint-route';
import { requireAdmin, requireStaff, viewerOf } from '../../plugins/auth';
import { getAdminPromotion, listAdminPromotions } from './list-promotions';
import { exportPromotionCodes, generatePromotionCodes } from './promotion-codes';
import { exportPromotionStats, exportPromotionsFigures, getPromotionStats, getPromotionsFigures } from './promotion-stats';
import { changePromotionState, createPromotion, duplicatePromotion, updatePromotion } from './save-promotion';

export async function adminPromotionRoutes(scope: FastifyInstance) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { db } = scope.database;
  const admin = { onRequest: requireAdmin };
  const staff = { onRequest: requireStaff };
  /** A write customers see (the menu's badges and strip, the offers orders are priced with): the catalogue is dropped after it. */
  const published = async <T>(write: Promise<T>): Promise<T> => {
    const result = await write;
    await scope.catalog.invalidate();
    return result;
  };

  app.route({ ...endpointRoute(app, endpoints.listAdminPromotions), ...staff, handler: async () => listAdminPromotions({ db }) });
  app.route({
    ...endpointRoute(app, endpoints.getPromotionsFigures),
    ...admin,
    handler: async (request) => getPromotionsFigures({ db, query: request.query }),
  });
  app.route({
    ...endpointRoute(app, endpoints.exportPromotionsFigures),
    ...admin,
    handler: async (request) => exportPromotionsFigures({ db, query: request.query }),
  });
  app.route({ ...endpointRoute(app, endpoints.getAdminPromotion), ...staff, handler: async (request) => getAdminPromotion({ db, id: request.params.id }) });

  app.route({
    ...endpointRoute(app, endpoints.createPromotion),
    ...admin,
    handler: async (request, reply) => {
      const { userId } = await viewerOf(request);
      return reply.status(201).send(await published(createPromotion({ db, input: request.body, userId })));
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.updatePromotion),
    ...admin,
    handler: async (request) => published(updatePromotion({ db, id: request.params.id, input: request.body, userId: (await viewerOf(request)).userId })),
  });

  app.route({
    ...endpointRoute(app, endpoints.duplicatePromotion),
    ...admin,
    handler: async (request, reply) =>
      reply.status(201).send(await published(duplicatePromotion({ db, id: request.params.id, userId: (await viewerOf(request)).userId }))),
  });

  for (const [endpoint, step, guard] of [
    [endpoints.pausePromotion, 'pause', staff],
    [endpoints.resumePromotion, 'resume', staff],
    [endpoints.endPromotion, 'end', admin],
  ] as const) {
    app.route({
      ...endpointRoute(app, endpoint),
      ...guard,
      handler: async (request) => published(changePromotionState({ db, id: request.params.id, step, userId: (await viewerOf(request)).userId })),
    });
  }

  app.route({
    ...endpointRoute(app, endpoints.generatePromotionCodes),
    ...admin,
    handler: async (request, reply) =>
      reply.status(201).send(await generatePromotionCodes({ db, id: request.params.id, input: request.body, userId: (await viewerOf(request)).userId })),
  });
  app.route({
    ...endpointRoute(app, endpoints.exportPromotionCodes),
    ...admin,
    handler: async (request) => exportPromotionCodes({ db, id: request.params.id }),
  });
  app.route({ ...endpointRoute(app, endpoints.getPromotionStats), ...admin, handler: async (request) => getPromotionStats({ db, id: request.params.id }) });
  app.route({
    ...endpointRoute(app, endpoints.exportPromotionStats),
    ...admin,
    handler: async (request) => exportPromotionStats({ db, id: request.params.id }),
  });
}
