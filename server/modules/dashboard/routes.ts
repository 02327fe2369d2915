/** The back-office dashboard under the guarded /api/admin scope (operators and admins). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as endpoints from '@core/contracts/dashboard';
import { endpointRoute } from '../../lib/endpoint-route';
import { getDashboardPeriod } from './get-dashboard-period';
import { getDashboardToday } from './get-dashboard-today';

export async function adminDashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  app.route({ ...endpointRoute(app, endpoints.getDashboardToday), handler: async () => getDashboardToday({ db }) });

  app.route({ ...endpointRoute(app, endpoints.getDashboardPeriod), handler: async (request) => getDashboardPeriod({ db, query: request.query }) });
}
