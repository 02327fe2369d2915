/**
 * The customer's invoices: ask for the invoice of one of their delivered or paid orders, list an order's
 * invoices and credit notes, download one as a PDF. Another customer's order or invoice is not found.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as endpoints from '@core/contracts/invoices';
import { findOrderById, orderNotFound } from '../../db/find-order';
import { customerOf, requireCustomer } from '../../plugins/auth';
import { endpointRoute } from '../../lib/endpoint-route';
import { issueInvoice } from './issue-invoice';
import { findInvoice, orderInvoicesView, sendInvoicePdf } from './invoice-views';

export async function invoiceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const ownOrder = async (orderId: string, customerId: number) => {
    const order = await findOrderById({ db, orderId });
    if (order.customer_id !== customerId) throw orderNotFound();
    return order;
  };

  app.route({
    ...endpointRoute(app, endpoints.listOrderInvoices),
    onRequest: requireCustomer,
    handler: async (request) => orderInvoicesView(db, await ownOrder(request.params.id, (await customerOf(request)).customerId)),
  });

  app.route({
    ...endpointRoute(app, endpoints.requestInvoice),
    onRequest: requireCustomer,
    handler: async (request, reply) => {
      const { customerId } = await customerOf(request);
      // a customer's invoice goes to their own address
      await issueInvoice({ db, orderId: request.params.id, input: { ...request.body, email: undefined }, customerId, issuedBy: 'customer' });
      reply.code(201);
      return orderInvoicesView(db, await ownOrder(request.params.id, customerId));
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.getInvoicePdf),
    onRequest: requireCustomer,
    handler: async (request, reply) => sendInvoicePdf(db, reply, await findInvoice(db, request.params.invoiceId, (await customerOf(request)).customerId)),
  });
}
