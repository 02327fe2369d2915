/** Staff's invoices (inside the guarded /api/admin scope): issue one from the order, list them, read a PDF. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as endpoints from '@core/contracts/invoices';
import { findOrderById } from '../../db/find-order';
import { viewerOf } from '../../plugins/auth';
import { endpointRoute } from '../../lib/endpoint-route';
import { issueInvoice } from './issue-invoice';
import { findInvoice, orderInvoicesView, sendInvoicePdf } from './invoice-views';

export async function adminInvoiceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  app.route({
    ...endpointRoute(app, endpoints.listAdminOrderInvoices),
    handler: async (request) => orderInvoicesView(db, await findOrderById({ db, orderId: request.params.id })),
  });

  app.route({
    ...endpointRoute(app, endpoints.issueInvoice),
    handler: async (request, reply) => {
      const viewer = await viewerOf(request);
      await issueInvoice({ db, orderId: request.params.id, input: request.body, issuedBy: viewer.userId });
      reply.code(201);
      return orderInvoicesView(db, await findOrderById({ db, orderId: request.params.id }));
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.getAdminInvoicePdf),
    handler: async (request, reply) => sendInvoicePdf(db, reply, await findInvoice(db, request.params.invoiceId)),
  });
}
