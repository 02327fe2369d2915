/** /api/admin/customers (admin only): search, detail, blacklist with a reason. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as endpoints from '@core/contracts/staff';
import { endpointRoute } from '../../lib/endpoint-route';
import { requireAdmin, viewerOf } from '../../plugins/auth';
import { getCustomerDetail } from './get-customer-detail';
import { searchCustomers } from './search-customers';
import { setCustomerBlacklist } from './set-customer-blacklist';

export async function adminCustomerRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Admins only, before any body is read (the admin scope already let staff through).
  app.addHook('onRequest', requireAdmin);

  routes.route({
    ...endpointRoute(routes, endpoints.searchCustomers),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { customers: await searchCustomers({ db, q: request.query.q }) };
    },
  });

  routes.route({
    ...endpointRoute(routes, endpoints.getCustomer),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getCustomerDetail({ db, customerId: request.params.id });
    },
  });

  routes.route({
    ...endpointRoute(routes, endpoints.setCustomerBlacklist),
    handler: async (request) => {
      const viewer = await viewerOf(request);
      const body = request.body;
      await setCustomerBlacklist({
        db,
        actorId: viewer.userId,
        customerId: request.params.id,
        blacklisted: body.is_blacklisted,
        motif: body.is_blacklisted ? body.motif : null,
      });
      return getCustomerDetail({ db, customerId: request.params.id });
    },
  });
}
