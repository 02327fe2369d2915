/**
 * /api/promotions*: the automatic offers running now (anyone) and the code check (anyone: a signed-in
 * customer's first order and VIP level are read from the database, never from the request).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as endpoints from '@core/contracts/promotions';
import { endpointRoute } from '../../lib/endpoint-route';
import { listActivePromotions } from './list-promotions';
import { quotePromotions } from './quote-promotions';

export async function promotionRoutes(scope: FastifyInstance) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { db } = scope.database;

  app.route({ ...endpointRoute(app, endpoints.listActivePromotions), handler: async () => listActivePromotions({ db }) });

  app.route({
    ...endpointRoute(app, endpoints.checkPromoCode),
    handler: async (request) => {
      const viewer = await request.viewer();
      return quotePromotions({ db, catalog: scope.catalog, input: request.body, customerId: viewer?.customerId ?? null });
    },
  });
}
