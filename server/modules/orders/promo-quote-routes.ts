/**
 * POST /api/promotions/quote (anyone): the cart priced as place-order will price it, with a code's refusal in
 * French. It lives with the orders, whose pricing it reuses, so the promotions module stays below them. A
 * signed-in customer's first order and VIP level are read from the database, never from the request.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkPromoCode } from '@core/contracts/promotions';
import { endpointRoute } from '../../lib/endpoint-route';
import { quotePromotions } from './quote-promotions';

export async function promoQuoteRoutes(scope: FastifyInstance) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { db } = scope.database;

  app.route({
    ...endpointRoute(app, checkPromoCode),
    handler: async (request) => {
      const viewer = await request.viewer();
      return quotePromotions({ db, catalog: scope.catalog, input: request.body, customerId: viewer?.customerId ?? null });
    },
  });
}
