/**
 * Konnect payment of an order. The return pages first ask the server to check the payment with
 * Konnect (the redirect itself proves nothing); 'Réessayer le paiement' starts a new payment.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as payments from '@core/contracts/payments';
import { call } from '../../../lib/call';
import { orderKeys, type OrderView } from './order-view';

async function checkPayment(id: string): Promise<OrderView> {
  const { order } = await call(payments.checkPayment, { params: { id }, body: {} });
  return order;
}

/**
 * A query (not a mutation) so the page shows one loading state; the check is idempotent on the server.
 * While it runs, the order the server inlined into the page (its stored payment status, the state the
 * page's first frame shows) stands in as placeholder data (`isPlaceholderData`), so the page renders at
 * once instead of a spinner; the pages never take a final turn (to /payment-failed) on it.
 */
export function usePaymentCheck(id: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: orderKeys.paymentCheck(id ?? ''),
    queryFn: () => checkPayment(id!),
    enabled: Boolean(id),
    retry: false,
    staleTime: Infinity,
    placeholderData: () => (id ? queryClient.getQueryData<OrderView>(orderKeys.byId(id)) : undefined),
  });
}

async function retryPayment(id: string): Promise<string> {
  const { payUrl } = await call(payments.startPayment, { params: { id }, body: {} });
  return payUrl;
}

export function useRetryPayment() {
  return useMutation({ mutationFn: retryPayment });
}
