/**
 * The lines of an order: name, optional accompaniment, the options chosen, unit price × quantity,
 * line total; `lineAction` adds a control under a line (the board's sold-out button).
 */
import type { ReactNode } from 'react';
import { formatTND } from '@core/money';
import { groupChoices } from '@core/product-options';
import type { OrderItemView } from '../api/order-view';

export function OrderItems({ items, lineAction }: { items: OrderItemView[]; lineAction?: (item: OrderItemView) => ReactNode }) {
  return (
    <ul className="divide-y divide-ink-600/70" aria-label="Articles de la commande" data-testid="order-items">
      {items.map((item) => (
        <li key={item.id} className="flex items-start justify-between gap-4 py-3 first:pt-0 last:pb-0">
          <div className="min-w-0">
            <p className="font-medium text-paper">{item.product_name}</p>
            {item.accompaniment_name && <p className="text-sm text-kin-300">+ {item.accompaniment_name}</p>}
            {(item.choix?.length ?? 0) > 0 && (
              <ul className="text-sm text-kin-300" aria-label={`Options de ${item.product_name}`} data-testid="order-item-choices">
                {groupChoices(item.choix).map(([groupe, names]) => (
                  <li key={groupe}>
                    <span className="text-paper-400">{groupe} :</span> {names.join(', ')}
                  </li>
                ))}
              </ul>
            )}
            <p className="text-sm text-paper-400 tabular-nums">
              {formatTND(item.unit_price)} x {item.quantity}
            </p>
            {lineAction?.(item)}
          </div>
          <p className="shrink-0 font-medium text-paper tabular-nums">{formatTND(item.total_price)}</p>
        </li>
      ))}
    </ul>
  );
}
