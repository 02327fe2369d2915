/** /api/admin/events (admins only, back-office §2, §7): the app events of the last 24 h, by prefix. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as endpoints from '@core/contracts/events';
import { endpointRoute } from '../../lib/endpoint-route';
import { requireAdmin } from '../../plugins/auth';
import { listAppEvents } from './list-app-events';

export async function adminEventRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  app.route({
    ...endpointRoute(app, endpoints.listAppEvents),
    onRequest: requireAdmin,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { events: await listAppEvents({ db, ...request.query }) };
    },
  });
}
