/**
 * /admin/orders: the live order board. New orders arrive through the staff event stream without a
 * reload (chime, count in the tab title); an order still Recu after delai_alerte_recu minutes is highlighted
 * and chimes again until accepted; filters by status and day, search by number, name or phone;
 * the selected order's detail beside the list (in a sheet below 768 px); a printer in trouble shows as an alert.
 */
import { type ReactNode, useDeferredValue, useState } from 'react';
import { BOARD_SIDE_BY_SIDE_PX } from '@core/limits';
import { restaurantDay } from '@core/order-display';
import { Sheet, SheetBody, SheetContent, SheetTitle } from '../../../../components/ui/sheet';
import { PageSpinner } from '../../../../components/ui/spinner';
import { useMediaQuery } from '../../../../hooks/use-media-query';
import { errorMessage } from '../../../../lib/api-client';
import { useAdminOrders, useScheduledOrders, type AdminOrderFilters } from '../../api/admin-orders';
import type { OrderView, ZoneNames } from '../../api/order-view';
import { useAdminOrderEvents } from '../../hooks/use-admin-order-events';
import { useOverdueChime } from '../../hooks/use-overdue-chime';
import { unlockAudio } from '../../utils/beep';
import { OrderDetail } from './order-detail';
import { OrderFilters } from './order-filters';
import { OrderList } from './order-list';
import { PrinterAlerts } from './printer-alerts';
import { PhoneOrderDialog } from './phone-order-dialog';
import type { PublicCatalog } from '@core/catalog';
import { countLabel } from '@core/plural';
import { ScheduledLane } from './scheduled-lane';

/** zones: the delivery zones' names, so an order shows its zone's name, not its code. */
/** catalog: the menu staff take phone orders and corrections from; without it those are hidden. */
/** actions: links beside the phone order in the header (the kitchen screen); toolbar: under the header (the pause). */
/** cardExtra: a control under each card of the list (the riders' 'Livreur' button). */
export function OrderBoard({
  zones,
  delaiAlerteRecu = 5,
  catalog,
  actions,
  toolbar,
  cardExtra,
}: {
  zones: readonly ZoneNames[];
  delaiAlerteRecu?: number;
  catalog?: PublicCatalog;
  actions?: ReactNode;
  toolbar?: ReactNode;
  cardExtra?: (order: OrderView) => ReactNode;
}) {
  const [filters, setFilters] = useState<AdminOrderFilters>(() => ({ statut: '', date: restaurantDay(new Date()), q: '' }));
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search);
  const orders = useAdminOrders({ ...filters, q });
  // Order ahead: scheduled orders wait in their own lane until their fire time.
  const scheduled = useScheduledOrders();
  const queue = orders.data?.filter((order) => !order.programmee);
  const { unseen, markSeen } = useAdminOrderEvents();
  const { overdue, now } = useOverdueChime(queue, delaiAlerteRecu);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const desktop = useMediaQuery(`(min-width: ${BOARD_SIDE_BY_SIDE_PX}px)`);
  const selected = orders.data?.find((order) => order.id === selectedId) ?? scheduled.data?.find((order) => order.id === selectedId) ?? null;

  const detail = selected && <OrderDetail order={selected} zones={zones} catalog={catalog} />;

  return (
    <div className="grid gap-5 p-4 sm:p-6 lg:p-8" onPointerDown={unlockAudio}>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-semibold text-paper sm:text-4xl">Commandes</h1>
          <p className="text-sm text-paper-400" aria-live="polite">
            {queue ? countLabel(queue.length, 'commande') : ''}
            {unseen.size > 0 && <span className="ml-2 font-semibold text-shu-300">{unseen.size} nouvelle(s)</span>}
            {overdue.size > 0 && (
              <span className="ml-2 font-semibold text-shu-300" data-testid="overdue-count">
                {overdue.size} en attente depuis plus de {delaiAlerteRecu} min
              </span>
            )}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {actions}
          {catalog && <PhoneOrderDialog catalog={catalog} />}
        </div>
      </header>
      {toolbar}
      <PrinterAlerts />
      <OrderFilters value={filters} search={search} onSearchChange={setSearch} onChange={setFilters} />
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
        {orders.isPending ? (
          <PageSpinner />
        ) : orders.isError ? (
          <p role="alert" className="text-shu-300">
            {errorMessage(orders.error)}
          </p>
        ) : (
          <div className="grid min-w-0 gap-5">
            <ScheduledLane
              orders={scheduled.data ?? []}
              selectedId={selectedId}
              now={now}
              onSelect={(order) => {
                setSelectedId(order.id);
                markSeen(order.id);
              }}
            />
            <OrderList
              orders={queue ?? []}
              selectedId={selectedId}
              unseen={unseen}
              overdue={overdue}
              now={now}
              onSelect={(order) => {
                setSelectedId(order.id);
                markSeen(order.id);
              }}
              cardExtra={cardExtra}
            />
          </div>
        )}
        {desktop ? (
          <section className="sticky top-6 min-w-0 rounded-md border border-ink-600 bg-ink-800 p-5 shadow-card">
            {detail || <p className="py-16 text-center text-paper-400">Sélectionnez une commande</p>}
          </section>
        ) : (
          <Sheet open={Boolean(selected)} onOpenChange={(open) => !open && setSelectedId(null)}>
            <SheetContent side="bottom" aria-describedby={undefined} className="max-h-[92dvh]">
              <SheetTitle className="sr-only">Détail de la commande</SheetTitle>
              <SheetBody className="pt-14">{detail}</SheetBody>
            </SheetContent>
          </Sheet>
        )}
      </div>
    </div>
  );
}
