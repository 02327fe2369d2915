/** The order's history on the board: who did what and when, with before → after. */
import { formatOrderDate } from '@core/order-display';
import { historyEventLabel } from '@core/order-history';
import { useOrderHistory } from '../../api/staff-orders';
import type { OrderView } from '../../api/order-view';

export function OrderHistory({ order }: { order: Pick<OrderView, 'id' | 'updated_at'> }) {
  const history = useOrderHistory(order.id, order.updated_at);
  return (
    <section aria-labelledby={`history-${order.id}`} className="grid gap-2" data-testid="order-history">
      <h3 id={`history-${order.id}`} className="text-sm font-semibold tracking-wide text-paper uppercase">
        Historique
      </h3>
      {history.isError && <p className="text-sm text-shu-300">Historique indisponible</p>}
      <ol className="grid gap-2 border-l border-ink-500 pl-4">
        {(history.data ?? []).map((entry, index) => (
          <li key={`${entry.at}-${index}`} className="grid gap-0.5 text-sm">
            <p className="text-paper">
              <span className="font-medium">{historyEventLabel(entry.event)}</span>
              <span className="text-paper-400">
                {' '}
                · {formatOrderDate(entry.at)} · {entry.by}
              </span>
            </p>
            {entry.changes.map((change) => (
              <p key={change.field} className="break-words text-paper-300">
                {change.field} : {change.before ?? '—'} → {change.after ?? '—'}
              </p>
            ))}
            {entry.note && <p className="break-words text-paper-400">{entry.note}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
