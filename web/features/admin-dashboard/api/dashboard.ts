/** GET /api/admin/dashboard/today and /period: figures aggregated by the server, never summed here. */
import { useQuery } from '@tanstack/react-query';
import type { DashboardPeriod } from '@core/dashboard';
import * as endpoints from '@core/contracts/dashboard';
import * as promotionEndpoints from '@core/contracts/promotions';
import { call } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';

export interface PeriodChoice {
  period: DashboardPeriod;
  /** 'YYYY-MM-DD', for period 'custom' */
  from?: string;
  to?: string;
}

export function useDashboardToday() {
  return useQuery({
    queryKey: queryKeys.dashboard.today,
    queryFn: ({ signal }) => call(endpoints.getDashboardToday, { signal }),
  });
}

export function useDashboardPeriod(choice: PeriodChoice) {
  return useQuery({
    queryKey: queryKeys.dashboard.period(choice),
    queryFn: ({ signal }) => call(endpoints.getDashboardPeriod, { query: { ...choice }, signal }),
    // Keep the previous charts on screen while another period loads.
    placeholderData: (previous) => previous,
  });
}

/** The offers' figures (admins): every published offer as on its page, and the days of all, over the dashboard's period. */
export function usePromotionsFigures(choice: PeriodChoice) {
  return useQuery({
    queryKey: ['admin', 'promotions', 'figures', choice],
    queryFn: ({ signal }) => call(promotionEndpoints.getPromotionsFigures, { query: { ...choice }, signal }),
    placeholderData: (previous) => previous,
  });
}

export const fetchPromotionsFiguresCsv = (choice: PeriodChoice) => call(promotionEndpoints.exportPromotionsFigures, { query: { ...choice } });
