/**
 * The account's orders tab (customer-shop §2): the order in progress first (the server's choice: the one
 * being cooked now before one scheduled ahead), then every order, 20 per page, newest first, an order
 * placed ahead with its slot; orders neither Livre nor Annule link to their tracking page; each order can be
 * ordered again through the `reorder` slot the app shell fills with the cart's button.
 */
import { useState, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight, ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { formatTND } from '@core/money';
import { formatOrderDate } from '@core/order-display';
import { isTrackable } from '@core/order-status';
import { pageCount } from '@core/page';
import { orderTypeLabel } from '@core/order-type';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useCurrentOrder } from '../../../lib/current-order';
import { useMyOrders } from '../api/get-my-orders';
import type { OrderView } from '../api/order-view';
import { InvoiceDialog } from './invoice-dialog';
import { StatusBadge } from './status-badge';
import { OrderProgress } from './order-progress';
import { ScheduledSlot } from './scheduled-slot';

function TrackLink({ order }: { order: OrderView }) {
  return (
    <Button asChild size="sm" variant="outline">
      <Link to={paths.orderTracking.getQueryHref(order.numero_commande)}>Suivre</Link>
    </Button>
  );
}

function CurrentOrder({ order }: { order: OrderView }) {
  return (
    <Card className="border-kin/50 shadow-glow" data-testid="current-order">
      <CardContent className="grid gap-4 pt-5 sm:pt-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <p className="text-xs font-semibold tracking-[0.2em] text-kin uppercase">Commande en cours</p>
            <p className="font-mono text-kin-300">{order.numero_commande}</p>
            <ScheduledSlot order={order} className="mt-1 justify-start text-sm" />
          </div>
          <TrackLink order={order} />
        </div>
        <OrderProgress status={order.statut_commande} />
      </CardContent>
    </Card>
  );
}

/** The app shell's 'Commander à nouveau' for one order (the cart's, features do not import each other). */
export type ReorderSlot = (order: OrderView) => ReactNode;

export function MyOrders({ reorder }: { reorder?: ReorderSlot }) {
  const [page, setPage] = useState(1);
  const orders = useMyOrders(page);
  const current = useCurrentOrder();

  // The order in progress sits above the list: both are waited for, or the list would move down when it arrives (layout shift).
  if (orders.isPending || current.isPending) return <PageSpinner />;
  if (orders.isError)
    return (
      <p role="alert" className="text-shu-300">
        {errorMessage(orders.error)}
      </p>
    );
  const { total } = orders.data;
  const pages = pageCount(total, orders.data.pageSize);

  if (total === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-md border border-dashed border-ink-500 bg-ink-800/60 px-6 py-12 text-center">
        <ShoppingBag aria-hidden="true" className="size-10 text-kin/80" />
        <h3 className="font-display text-2xl font-semibold text-paper">Aucune commande pour le moment</h3>
        <Button asChild className="mt-2">
          <Link to={paths.menu.getHref()}>Découvrir le menu</Link>
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-4" data-testid="my-orders">
      {current.data && <CurrentOrder order={current.data} />}
      <ul className="grid gap-2">
        {orders.data.orders.map((order) => (
          <li
            key={order.id}
            data-testid={`my-order-${order.numero_commande}`}
            className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-ink-600 bg-ink-800 px-4 py-3"
          >
            <div className="grid gap-0.5">
              <span className="flex items-center gap-2">
                <span className="font-mono text-sm text-kin-300">{order.numero_commande}</span>
                <StatusBadge status={order.statut_commande} />
              </span>
              <span className="text-sm text-paper-400">
                {formatOrderDate(order.created_at)} · {orderTypeLabel(order.type_commande)}
              </span>
              <ScheduledSlot order={order} className="justify-start text-sm" />
            </div>
            <div className="flex flex-wrap items-start justify-end gap-3">
              <span className="self-center font-semibold text-paper tabular-nums">{formatTND(order.total_ttc)}</span>
              {isTrackable(order.statut_commande) && <TrackLink order={order} />}
              <InvoiceDialog order={order} />
              {reorder?.(order)}
            </div>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label="Pages" className="flex items-center justify-center gap-3 text-sm text-paper-400">
          <Button size="icon" variant="ghost" aria-label="Page précédente" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <ChevronLeft aria-hidden="true" />
          </Button>
          Page {page} / {pages}
          <Button size="icon" variant="ghost" aria-label="Page suivante" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      )}
    </div>
  );
}
