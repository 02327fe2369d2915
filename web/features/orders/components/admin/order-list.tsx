/**
 * The board's list: newest first, unseen new orders marked, overdue ones highlighted with their wait, the selected one highlighted.
 * `cardExtra` adds a control under a card (the app shell composes the riders' 'Livreur' button there).
 */
import type { ReactNode } from 'react';
import { AlarmClock, CalendarClock } from 'lucide-react';
import { paieraAvecText } from '@core/cash';
import { formatTND } from '@core/money';
import { SERVICE_MESSAGES, waitingMinutes } from '@core/service';
import { formatOrderTime } from '@core/order-display';
import { orderTypeLabel } from '@core/order-type';
import { SLOT_MESSAGES, slotLabel } from '@core/slots';
import { cn } from '../../../../lib/cn';
import type { OrderView } from '../../api/order-view';
import { StatusBadge } from '../status-badge';
import { RefundDueBadge } from './refund-due';
import { StaffOrderBadge } from './staff-order-badge';

export interface OrderListProps {
  orders: OrderView[];
  selectedId: string | null;
  unseen: ReadonlySet<string>;
  /** Orders still Recu after delai_alerte_recu minutes (core/service.ts). */
  overdue?: ReadonlySet<string>;
  now?: Date;
  onSelect: (order: OrderView) => void;
  cardExtra?: (order: OrderView) => ReactNode;
}

export function OrderList({ orders, selectedId, unseen, overdue, now, onSelect, cardExtra }: OrderListProps) {
  if (orders.length === 0) {
    return <p className="rounded-md border border-dashed border-ink-500 px-5 py-12 text-center text-paper-400">Aucune commande</p>;
  }
  return (
    <ul className="grid grid-cols-1 gap-2" aria-label="Commandes" data-testid="admin-order-list">
      {orders.map((order) => {
        const customer = order.customer;
        const late = overdue?.has(order.id) ?? false;
        return (
          <li key={order.id}>
            <button
              type="button"
              onClick={() => onSelect(order)}
              aria-current={order.id === selectedId ? 'true' : undefined}
              data-testid={`admin-order-${order.numero_commande}`}
              data-overdue={late ? 'true' : undefined}
              className={cn(
                // grid-cols-1 (minmax(0, 1fr)): the row is as wide as its column, so a long name wraps instead of widening the page.
                'grid w-full grid-cols-1 gap-1.5 rounded-md border bg-ink-800 px-4 py-3 text-left transition-colors hover:border-kin/50',
                order.id === selectedId ? 'border-kin shadow-glow' : 'border-ink-600',
                unseen.has(order.id) && 'border-shu ring-2 ring-shu/30',
                late && 'border-shu bg-shu/10 ring-2 ring-shu/60',
              )}
            >
              <span className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                <span className="font-mono text-sm text-kin-300">{order.numero_commande}</span>
                <span className="flex flex-wrap items-center gap-1.5">
                  <StaffOrderBadge source={order.source} compact />
                  <RefundDueBadge refunds={order.remboursements} />
                  <StatusBadge status={order.statut_commande} />
                </span>
              </span>
              {late && (
                <span className="flex items-center gap-1.5 text-sm font-semibold text-shu-300">
                  <AlarmClock aria-hidden="true" className="size-4" />
                  {SERVICE_MESSAGES.overdue(waitingMinutes(order.fire_at ?? order.created_at, now ?? new Date()))}
                </span>
              )}
              <span className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 text-sm">
                {/* On a narrow screen the line wraps (the name, then the time and total below): nothing is cut. */}
                <span className="flex min-w-0 flex-wrap items-baseline gap-x-1">
                  <span className="break-words text-paper">{customer ? [customer.prenom, customer.nom].filter(Boolean).join(' ') : '—'}</span>
                  <span className="shrink-0 text-paper-500" data-testid="admin-order-type">
                    · {orderTypeLabel(order.type_commande)}
                  </span>
                </span>
                <span className="shrink-0 text-paper-400 tabular-nums">
                  {formatOrderTime(order.created_at)} · <span className="text-paper">{formatTND(order.total_ttc)}</span>
                </span>
              </span>
              {order.scheduled_for && (
                <span className="flex items-center gap-1.5 text-sm font-semibold text-kin-300" data-testid="admin-order-slot">
                  <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
                  {(order.type_commande === 'Livraison' ? SLOT_MESSAGES.deliveryAt : SLOT_MESSAGES.pickupAt)(
                    slotLabel(new Date(order.scheduled_for), now ?? new Date()),
                  )}
                </span>
              )}
              {typeof order.paiera_avec === 'number' && (
                <span className="text-sm text-kin-300" data-testid="admin-order-paiera-avec">
                  {paieraAvecText(order.paiera_avec, order.total_ttc)}
                </span>
              )}
            </button>
            {cardExtra?.(order)}
          </li>
        );
      })}
    </ul>
  );
}
