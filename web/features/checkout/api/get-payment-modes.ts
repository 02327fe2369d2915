/** The payment modes marked actif (GET /api/payment-modes), in display order. */
import { useQuery } from '@tanstack/react-query';
import type { PaymentModeOption } from '@core/catalog';
import { listPaymentModes } from '@core/contracts/catalog';
import { call } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';

export type { PaymentModeOption };

function getPaymentModes(signal?: AbortSignal): Promise<PaymentModeOption[]> {
  return call(listPaymentModes, { signal });
}

/**
 * Asked even offline ('offlineFirst'): the service worker answers the copy it keeps (web/sw.ts), so a cash
 * order can be confirmed without a network; with no copy the query pauses until the network returns.
 */
export function usePaymentModes() {
  return useQuery({ queryKey: queryKeys.paymentModes, queryFn: ({ signal }) => getPaymentModes(signal), staleTime: 5 * 60_000, networkMode: 'offlineFirst' });
}
