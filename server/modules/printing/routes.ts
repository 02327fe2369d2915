/**
 * Printing under /api/admin (staff: operators and admins): the printers' state for the board's alert, a
 * reprint, a test ticket, a day's closing, and the printable ticket of the browser printers. Changing the printers is Paramètres
 * (admin only, PUT /api/admin/settings/imprimantes).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as endpoints from '@core/contracts/printing';
import { printClosing as printClosingEndpoint } from '@core/contracts/closing';
import { endpointRoute } from '../../lib/endpoint-route';
import { viewerOf } from '../../plugins/auth';
import { getOrderTickets } from './get-order-tickets';
import { listPrinterStatus } from './printer-status';
import { printTestTicket } from './print-test-ticket';
import { printClosing } from './print-closing';
import { reprintOrder } from './reprint-order';
import { PRINT_QUEUE } from './print-queue';

export async function printingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  app.route({
    ...endpointRoute(app, endpoints.getPrinterStatus),
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { imprimantes: await listPrinterStatus({ db }) };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.reprintOrder),
    handler: async (request) => {
      const viewer = await viewerOf(request);
      const { demande_id, imprimante_id } = request.body;
      const answer = await reprintOrder({ db, orderId: request.params.id, demandeId: demande_id, printerId: imprimante_id, userId: viewer.userId });
      app.jobs.wake(PRINT_QUEUE);
      return answer;
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.getOrderTickets),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getOrderTickets({ db, orderId: request.params.id, printerId: request.query.imprimante_id });
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.printTestTicket),
    handler: async (request) => {
      const viewer = await viewerOf(request);
      const answer = await printTestTicket({ db, demandeId: request.body.demande_id, userId: viewer.userId });
      app.jobs.wake(PRINT_QUEUE);
      return answer;
    },
  });

  // The closing's own page asks for it; the print queue is printing's.
  app.route({
    ...endpointRoute(app, printClosingEndpoint),
    handler: async (request) => {
      const viewer = await viewerOf(request);
      const answer = await printClosing({ db, jour: request.params.jour, demandeId: request.body.demande_id, userId: viewer.userId });
      app.jobs.wake(PRINT_QUEUE);
      return answer;
    },
  });
}
