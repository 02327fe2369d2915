/**
 * The kitchen display under the guarded /api/admin scope (operator and admin): the tickets, and a line
 * ticked as made or not. Live updates come from the board's stream (GET /api/admin/orders/events).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { KitchenErrorView, KitchenLineAnswer, KitchenLineInput, KitchenLineParams, KitchenView } from '@core/schemas/kitchen';
import { viewerOf } from '../../plugins/auth';
import { listKitchenTickets } from './list-kitchen-tickets';
import { markKitchenLine } from './mark-kitchen-line';

const refusals = { 401: KitchenErrorView, 403: KitchenErrorView };

export async function kitchenRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  app.get('/kitchen', { schema: { response: { 200: KitchenView, ...refusals } } }, async () => listKitchenTickets({ db }));

  const lineSchema = {
    params: KitchenLineParams,
    body: KitchenLineInput,
    response: {
      200: KitchenLineAnswer,
      ...refusals,
      400: KitchenErrorView.describe('VALIDATION : corps ou paramètres invalides'),
      404: KitchenErrorView.describe('ORDER_NOT_FOUND, KITCHEN_LINE_NOT_FOUND'),
      422: KitchenErrorView.describe('KITCHEN_NOT_IN_PREPARATION'),
    },
  };
  app.put('/kitchen/orders/:id/lines/:lineId', { schema: lineSchema }, async (request) => {
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
  });
}
