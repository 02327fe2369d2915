/**
 * Sends the order and routes the customer afterwards (customer-shop §4 Order creation): konnect goes
 * to the payment page, other modes get the success toast, the cart is cleared and the success page
 * opens. One Idempotency-Key per attempt: a double click or a retry after a lost answer reuses it (the
 * server answers the same order); a changed order or a refused one gets a fresh key.
 */
import { useRef } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { PlaceOrderBody } from '@core/checkout-payload';
import type { ErrorCode } from '@core/errors/index';
import { MESSAGES } from '@core/messages';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { usePlaceOrder } from '../api/place-order';
import { queueOfflineOrder } from './queue-offline-order';

/** A 4xx other than 409 (still in flight) is a final answer for that key: the next try is a new attempt. */
function isFinalRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 409;
}

/** Answers that carry no message of ours: an unexpected server error, an unreachable server. */
const UNEXPLAINED: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['INTERNAL', 'UNEXPECTED_RESPONSE', 'NETWORK_ERROR']);

/**
 * The server's French message when it says what went wrong (a refused order, 'Payment initialization
 * failed: …', online payment unavailable); the spec's generic text otherwise.
 */
function orderErrorMessage(error: unknown): string {
  return error instanceof ApiError && !UNEXPLAINED.has(error.code) ? error.message : MESSAGES.order.createFailed;
}

/**
 * onRefused: told of a refusal (the checkout offers the next slot with room of a full one); it answers true
 * when it showed the refusal itself (under the field it is about), else the refusal is a toast.
 */
export function usePlaceOrderFlow({ onPlaced, onRefused, total }: { onPlaced: () => void; onRefused?: (error: unknown) => boolean; total: number }) {
  const mutation = usePlaceOrder();
  const navigate = useNavigate();
  const attempt = useRef<{ body: string; key: string } | null>(null);
  // Set synchronously: the second click of a double click comes before React re-renders with isPending,
  // and a second mutate() would replace the first one's callbacks (TanStack Query calls only the latest).
  const sending = useRef(false);

  function submit(body: PlaceOrderBody) {
    if (sending.current) return;
    sending.current = true;
    const json = JSON.stringify(body);
    if (attempt.current?.body !== json) attempt.current = { body: json, key: crypto.randomUUID() };
    // No network: cash and card on site wait in this browser with their key; online payment cannot.
    if (!navigator.onLine) {
      sending.current = false;
      if (queueOfflineOrder({ body, key: attempt.current.key, total })) {
        attempt.current = null;
        onPlaced();
      }
      return;
    }
    const key = attempt.current.key;
    mutation.mutate(
      { input: body, idempotencyKey: attempt.current.key },
      {
        onSuccess: ({ order, payUrl }) => {
          attempt.current = null;
          if (payUrl) {
            // Leaving the app for the payment page: the cleared cart is saved by an effect, which a
            // synchronous render runs before the page goes (on a busy machine it was still full on return).
            flushSync(onPlaced);
            window.location.assign(payUrl);
            return;
          }
          onPlaced();
          // A voucher covering the whole total: nothing to pay online, the order is paid already.
          if (body.mode_paiement === 'konnect' && order.payment_status === 'paye') {
            void navigate(paths.paymentSuccess.getHref(order.id));
            return;
          }
          if (body.mode_paiement === 'konnect') {
            toast.error(MESSAGES.order.errorTitle, { description: MESSAGES.order.paymentInitFailed(MESSAGES.order.createError) });
            void navigate(paths.paymentFailed.getHref(order.id));
            return;
          }
          toast.success(MESSAGES.order.createdTitle, { description: MESSAGES.order.created });
          void navigate(paths.orderSuccess.getHref(order.id));
        },
        onError: (error) => {
          // The network dropped on the way (the order may have arrived): the same key is sent again later.
          if (error instanceof ApiError && error.code === 'NETWORK_ERROR' && queueOfflineOrder({ body, key, total })) {
            attempt.current = null;
            onPlaced();
            return;
          }
          if (isFinalRefusal(error)) attempt.current = null;
          if (onRefused?.(error) !== true) toast.error(MESSAGES.order.errorTitle, { description: orderErrorMessage(error) });
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  }

  return { submit, isPending: mutation.isPending };
}
