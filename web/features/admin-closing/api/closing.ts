/** /api/admin/closings/:jour: a service day's figures and its closing. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@core/contracts/closing';
import type { CloseDayInput } from '@core/schemas/closing';
import { endpointUrl } from '@core/contracts/endpoint';
import { call } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';

export function useClosingDay(jour: string | null) {
  return useQuery({
    queryKey: queryKeys.closing(jour ?? ''),
    queryFn: ({ signal }) => call(endpoints.getClosingDay, { params: { jour: jour! }, signal }),
    enabled: jour !== null,
  });
}

export function useCloseDay(jour: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CloseDayInput) => call(endpoints.closeDay, { params: { jour }, body: input }),
    onSuccess: (view) => queryClient.setQueryData(queryKeys.closing(jour), view),
  });
}

/** The accountant's month as three CSV files. */
export async function fetchMonthCsv(mois: string) {
  return (await call(endpoints.exportMonthCsv, { params: { mois } })).files;
}

/** Where the month's .xlsx workbook downloads from (the session's cookie goes with the link). */
export const monthXlsxUrl = (mois: string) => endpointUrl(endpoints.exportMonthXlsx, { mois });

/** The day's closing on the thermal printer (queued: the printer prints it a moment later). */
export function usePrintClosing(jour: string) {
  return useMutation({
    mutationFn: () => call(endpoints.printClosing, { params: { jour }, body: { demande_id: crypto.randomUUID() } }),
  });
}

/** Where the day's closing PDF downloads from. */
export const closingPdfUrl = (jour: string) => endpointUrl(endpoints.getClosingPdf, { jour });
