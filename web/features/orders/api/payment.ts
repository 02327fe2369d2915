/**
 * Konnect payment of an order. The return pages first ask the server to check the payment with
 * Konnect (the redirect itself proves nothing); 'Réessayer le paiement' starts a new payment.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orderKeys, type OrderView } from './order-view';
import type { OrderAnswer, PayUrlView } from '@core/api-views';

export async function checkPayment(id: string): Promise<OrderView> {
  const { order } = await api.post<OrderAnswer>(`/api/orders/${encodeURIComponent(id)}/payment/check`, {});
  return order;
}

/** A query (not a mutation) so the page shows one loading state; the check is idempotent on the server. */
export function usePaymentCheck(id: string | undefined) {
  return useQuery({
    queryKey: orderKeys.paymentCheck(id ?? ''),
    queryFn: () => checkPayment(id!),
    enabled: Boolean(id),
    retry: false,
    staleTime: Infinity,
  });
}

export async function retryPayment(id: string): Promise<string> {
  const { payUrl } = await api.post<PayUrlView>(`/api/orders/${encodeURIComponent(id)}/payment`, {});
  return payUrl;
}

export function useRetryPayment() {
  return useMutation({ mutationFn: retryPayment });
}
