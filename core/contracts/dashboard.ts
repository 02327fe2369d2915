/** The back-office dashboard (operators and admins): today's figures and a period's, aggregated by the server. */
import { DashboardPeriodQuery, DashboardPeriodView, DashboardTodayView } from '../schemas/dashboard';
import type { Endpoint } from './endpoint';

export const getDashboardToday = { method: 'GET', path: '/api/admin/dashboard/today', responses: { 200: DashboardTodayView } } as const satisfies Endpoint;

export const getDashboardPeriod = {
  method: 'GET',
  path: '/api/admin/dashboard/period',
  query: DashboardPeriodQuery,
  responses: { 200: DashboardPeriodView },
} as const satisfies Endpoint;
