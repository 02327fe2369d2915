/** The back-office dashboard under the guarded /api/admin scope (operators and admins). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DashboardPeriodQuery, DashboardPeriodView, DashboardTodayView } from '@core/schemas/dashboard';
import { getDashboardPeriod } from './get-dashboard-period';
import { getDashboardToday } from './get-dashboard-today';

export async function adminDashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  app.get('/dashboard/today', { schema: { response: { 200: DashboardTodayView } } }, async () => getDashboardToday({ db }));

  app.get('/dashboard/period', { schema: { querystring: DashboardPeriodQuery, response: { 200: DashboardPeriodView } } }, async (request) =>
    getDashboardPeriod({ db, query: request.query }),
  );
}
