/** GET /api/admin/dashboard/today and /period: figures aggregated by the server, never summed here. */
import { useQuery } from '@tanstack/react-query';
import type { DashboardPeriod } from '@core/dashboard';
import * as endpoints from '@core/contracts/dashboard';
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
