/** The daily closing (inside the guarded /api/admin scope: admins and operators). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as endpoints from '@core/contracts/closing';
import { requireAdmin, viewerOf } from '../../plugins/auth';
import { endpointRoute } from '../../lib/endpoint-route';
import { closeDay } from './close-day';
import { closingDayView } from './closing-view';
import { sendClosingPdf } from './closing-pdf';
import { monthCsv, sendMonthXlsx } from './month-export';

export async function closingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  app.route({
    ...endpointRoute(app, endpoints.getClosingDay),
    handler: async (request) => closingDayView(db, request.params.jour),
  });

  app.route({
    ...endpointRoute(app, endpoints.closeDay),
    handler: async (request, reply) => {
      const viewer = await viewerOf(request);
      await closeDay({ db, jour: request.params.jour, input: request.body, userId: viewer.userId });
      reply.code(201);
      return closingDayView(db, request.params.jour);
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.getClosingPdf),
    handler: async (request, reply) => sendClosingPdf(db, reply, request.params.jour),
  });
  // The accountant's export is the owner's: admins only.
  app.route({
    ...endpointRoute(app, endpoints.exportMonthCsv),
    onRequest: requireAdmin,
    handler: async (request) => monthCsv(db, request.params.mois),
  });

  app.route({
    ...endpointRoute(app, endpoints.exportMonthXlsx),
    onRequest: requireAdmin,
    handler: async (request, reply) => sendMonthXlsx(db, reply, request.params.mois),
  });
}
