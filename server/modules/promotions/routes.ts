/**
 * GET /api/promotions: the automatic offers running now (anyone). The code check, which prices a cart as an
 * order, is served by the orders module (orders/promo-quote-routes.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as endpoints from '@core/contracts/promotions';
import { endpointRoute } from '../../lib/endpoint-route';
import { listActivePromotions } from './list-promotions';

export async function promotionRoutes(scope: FastifyInstance) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { db } = scope.database;

  app.route({ ...endpointRoute(app, endpoints.listActivePromotions), handler: async () => listActivePromotions({ db }) });
}
