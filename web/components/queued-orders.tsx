/**
 * The orders confirmed without a network (web/lib/offline-orders.ts), under the header of the shop:
 * 'En attente de réseau' with each one's total, then, when the network returns, each is sent once and
 * the customer lands on its confirmation like any order (or reads why the restaurant refused it).
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CloudOff } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { MESSAGES } from '@core/messages';
import { formatTND, type Millimes } from '@core/money';
import { formatOrderTime } from '@core/order-display';
import { OFFLINE_ORDER_MESSAGES } from '@core/offline-order';
import { paths } from '../config/paths';
import { queuedOrders, sendQueuedOrders, subscribeQueuedOrders, type SendOutcome } from '../lib/offline-orders';
import { refreshCustomerData } from '../lib/tab-sync';
import { useOnline } from '../lib/use-online';

export function QueuedOrders() {
  const queued = useSyncExternalStore(subscribeQueuedOrders, queuedOrders, () => []);
  const online = useOnline();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!online || queued.length === 0) return;
    const onOutcome = (outcome: SendOutcome) => {
      if (outcome.kind === 'placed') {
        void refreshCustomerData(queryClient);
        toast.success(MESSAGES.order.createdTitle, { description: MESSAGES.order.created });
        void navigate(paths.orderSuccess.getHref(outcome.placed.order.id));
      } else if (outcome.kind === 'refused') {
        toast.error(OFFLINE_ORDER_MESSAGES.refused, { description: outcome.message });
      }
    };
    void sendQueuedOrders(onOutcome);
  }, [online, queued, navigate, queryClient]);

  if (queued.length === 0) return null;
  return (
    <div role="status" className="border-b border-kin/40 bg-ink-800" data-testid="queued-orders">
      <div className="mx-auto flex max-w-7xl items-start gap-2 px-5 py-3 text-sm text-paper-200 sm:px-8">
        <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-kin" />
        <div className="grid gap-0.5">
          <strong className="font-semibold text-paper" data-testid="queued-orders-title">
            {online ? OFFLINE_ORDER_MESSAGES.sending : OFFLINE_ORDER_MESSAGES.waitingTitle}
          </strong>
          <span>{OFFLINE_ORDER_MESSAGES.waiting}</span>
          <ul className="text-paper-400">
            {queued.map((order) => (
              <li key={order.key}>
                Commande de {formatTND(order.total as Millimes)} · confirmée à {formatOrderTime(new Date(order.queuedAt).toISOString())}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
