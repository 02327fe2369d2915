/** /api/admin/customers (admin only): search, detail, blacklist with a reason. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BlacklistInput, CustomerDetailView, CustomerListView, CustomerParams, CustomerSearchQuery } from '@core/schemas/staff';
import { requireAdmin, viewerOf } from '../../plugins/auth';
import { getCustomerDetail } from './get-customer-detail';
import { searchCustomers } from './search-customers';
import { setCustomerBlacklist } from './set-customer-blacklist';

export async function adminCustomerRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Admins only, before any body is read (the admin scope already let staff through).
  app.addHook('onRequest', requireAdmin);

  routes.get('/customers', { schema: { querystring: CustomerSearchQuery, response: { 200: CustomerListView } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { customers: await searchCustomers({ db, q: request.query.q }) };
  });

  routes.get('/customers/:id', { schema: { params: CustomerParams, response: { 200: CustomerDetailView } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getCustomerDetail({ db, customerId: request.params.id });
  });

  routes.put(
    '/customers/:id/blacklist',
    { schema: { params: CustomerParams, body: BlacklistInput, response: { 200: CustomerDetailView } } },
    async (request) => {
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
  );
}
