/**
 * POST /api/orders with an Idempotency-Key: the server answers the same order for the same key and
 * payload, so a double click or a retry after a lost answer never creates two orders.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlaceOrderBody } from '@core/checkout-payload';
import type { PlacedOrderView } from '@core/api-views';
import * as orders from '@core/contracts/orders';
import { call } from '../../../lib/call';
import { refreshCustomerData } from '../../../lib/tab-sync';

export type PlacedOrder = PlacedOrderView;

function placeOrder(input: PlaceOrderBody, idempotencyKey: string): Promise<PlacedOrder> {
  return call(orders.placeOrder, { body: input, headers: { 'Idempotency-Key': idempotencyKey } });
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: PlaceOrderBody; idempotencyKey: string }) => placeOrder(input, idempotencyKey),
    // The header popover's order count and the account's orders, in this tab and the others.
    onSuccess: () => {
      void refreshCustomerData(queryClient);
    },
  });
}
