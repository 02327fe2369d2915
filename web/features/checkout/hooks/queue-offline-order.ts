/**
 * The checkout's side of the offline queue: a cash or card-on-site order confirmed without a
 * network is kept with its Idempotency-Key (web/lib/offline-orders.ts) and the customer told it waits;
 * online payment is refused with the reason. Returns whether the order was kept.
 */
import { toast } from 'sonner';
import type { PlaceOrderBody } from '@core/checkout-payload';
import { MESSAGES } from '@core/messages';
import { canQueueOffline, OFFLINE_ORDER_MESSAGES } from '@core/offline-order';
import { normalizePaymentMode } from '@core/payment-mode';
import { queueOrder } from '../../../lib/offline-orders';

export function queueOfflineOrder({ body, key, total }: { body: PlaceOrderBody; key: string; total: number }): boolean {
  if (!canQueueOffline(normalizePaymentMode(body.mode_paiement))) {
    toast.error(MESSAGES.order.errorTitle, { description: OFFLINE_ORDER_MESSAGES.onlinePaymentNeedsNetwork });
    return false;
  }
  queueOrder({ key, body, total, queuedAt: Date.now() });
  // The notice of the waiting order sits under the header: bring it into view.
  window.scrollTo({ top: 0 });
  toast(OFFLINE_ORDER_MESSAGES.waitingTitle, { description: OFFLINE_ORDER_MESSAGES.queuedToast });
  return true;
}
