/**
 * The kitchen display under the guarded /api/admin scope (operator and admin): the tickets, and a line
 * ticked as made or not. Live updates come from the board's stream (GET /api/admin/orders/events).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as endpoints from '@core/contracts/kitchen';
import { endpointRoute } from '../../lib/endpoint-route';
import { viewerOf } from '../../plugins/auth';
import { listKitchenTickets } from './list-kitchen-tickets';
import { markKitchenLine } from './mark-kitchen-line';

export async function kitchenRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  app.route({ ...endpointRoute(app, endpoints.getKitchen), handler: async () => listKitchenTickets({ db }) });

  app.route({
    ...endpointRoute(app, endpoints.markKitchenLine),
    handler: async (request) => {
      const viewer = await viewerOf(request);
      const ticket = await markKitchenLine({
        db,
        orderId: request.params.id,
        lineId: request.params.lineId,
        done: request.body.done,
        markedBy: viewer.userId,
        publicUrl: app.config.publicUrl,
      });
      return { ticket };
    },
  });
}
