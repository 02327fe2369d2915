/**
 * The board's 'Programmées' lane: orders placed ahead, waiting for their fire time, the next
 * to start first. At its fire time the server moves an order to the kitchen's queue (the list below),
 * with the new-order chime.
 */
import { CalendarClock } from 'lucide-react';
import { paieraAvecText } from '@core/cash';
import { formatTND } from '@core/money';
import { orderTypeLabel } from '@core/order-type';
import { formatClock } from '@core/service';
import { slotLabel } from '@core/slots';
import { cn } from '../../../../lib/cn';
import type { OrderView } from '../../api/order-view';
import { StaffOrderBadge } from './staff-order-badge';

export function ScheduledLane({
  orders,
  selectedId,
  now,
  onSelect,
}: {
  orders: OrderView[];
  selectedId: string | null;
  now: Date;
  onSelect: (order: OrderView) => void;
}) {
  if (orders.length === 0) return null;
  return (
    <section aria-labelledby="scheduled-lane-title" className="grid gap-2" data-testid="scheduled-lane">
      <h2 id="scheduled-lane-title" className="flex items-center gap-2 text-sm font-semibold tracking-[0.2em] text-kin uppercase">
        <CalendarClock aria-hidden="true" className="size-4" />
        Programmées ({orders.length})
      </h2>
      <ul className="grid grid-cols-1 gap-2">
        {orders.map((order) => (
          <li key={order.id}>
            <button
              type="button"
              onClick={() => onSelect(order)}
              aria-current={order.id === selectedId ? 'true' : undefined}
              data-testid={`scheduled-order-${order.numero_commande}`}
              className={cn(
                'grid w-full grid-cols-1 gap-1 rounded-md border border-dashed bg-ink-800/60 px-4 py-3 text-left transition-colors hover:border-kin/50',
                order.id === selectedId ? 'border-kin shadow-glow' : 'border-ink-500',
              )}
            >
              <span className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                <span className="font-mono text-sm text-kin-300">{order.numero_commande}</span>
                <span className="flex flex-wrap items-center gap-1.5">
                  <StaffOrderBadge source={order.source} compact />
                  <span className="text-sm font-semibold text-paper">{order.scheduled_for ? slotLabel(new Date(order.scheduled_for), now) : ''}</span>
                </span>
              </span>
              <span className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 text-sm">
                <span className="min-w-0 break-words text-paper-200">
                  {order.customer ? [order.customer.prenom, order.customer.nom].filter(Boolean).join(' ') : '—'}
                  <span className="text-paper-500"> · {orderTypeLabel(order.type_commande)}</span>
                </span>
                <span className="min-w-0 text-paper-400 tabular-nums">
                  En cuisine à {order.fire_at ? formatClock(new Date(order.fire_at)) : '—'} ·{' '}
                  <span className="whitespace-nowrap text-paper">{formatTND(order.total_ttc)}</span>
                </span>
              </span>
              {typeof order.paiera_avec === 'number' && <span className="text-sm text-kin-300">{paieraAvecText(order.paiera_avec, order.total_ttc)}</span>}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
