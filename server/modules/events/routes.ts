/** /api/admin/events (admins only, back-office §2, §7): the app events of the last 24 h, by prefix. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppEventsQuery, AppEventsView } from '@core/schemas/diagnostics';
import { requireAdmin } from '../../plugins/auth';
import { listAppEvents } from './list-app-events';

export async function adminEventRoutes(app: FastifyInstance) {
  const { db } = app.database;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/events',
    {
      onRequest: requireAdmin,
      schema: {
        querystring: AppEventsQuery,
        response: { 200: AppEventsView },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { events: await listAppEvents({ db, ...request.query }) };
    },
  );
}
