/** What a customer can do on the tracking page: leave a review (at Livre), cancel (Recu, in time). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewInput, ReviewResultView } from '@core/schemas/review';
import * as orders from '@core/contracts/orders';
import { call } from '../../../lib/call';
import { orderKeys, type OrderView } from './order-view';

function submitReview(id: string, input: ReviewInput): Promise<ReviewResultView> {
  return call(orders.reviewOrder, { params: { id }, body: input });
}

async function cancelOrder(id: string): Promise<OrderView> {
  const { order } = await call(orders.cancelOrder, { params: { id }, body: {} });
  return order;
}

export function useSubmitReview(order: OrderView) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => submitReview(order.id, input),
    onSuccess: () => queryClient.setQueryData<OrderView>(orderKeys.byNumber(order.numero_commande), (old) => old && { ...old, has_review: true }),
  });
}

export function useCancelOrder(order: OrderView) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelOrder(order.id),
    onSuccess: (updated) => {
      queryClient.setQueryData(orderKeys.byNumber(order.numero_commande), updated);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
