/**
 * /order-tracking/{orderNumber} (customer-shop §2): status, number with copy, five-step progress, help
 * card, details (personal fields only for the owner or staff), totals, review at Livre, cancel while
 * allowed, 'Nouvelle commande'. Live through server-sent events; polled every 30 s while active.
 */
import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { zoneName } from '@core/delivery';
import { MESSAGES } from '@core/messages';
import { isActiveStatus, normalizeStatus } from '@core/order-status';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useOrderByNumber } from '../api/get-order-by-number';
import type { OrderView, ZoneNames } from '../api/order-view';
import { useOrderLive } from '../hooks/use-order-live';
import { CancelOrderButton } from './cancel-order-button';
import { CopyOrderNumber } from './copy-order-number';
import { HelpCard } from './help-card';
import { OrderItems } from './order-items';
import { OrderNotFound, OrderPage } from './order-page-states';
import { OrderProgress } from './order-progress';
import { Facts, OrderSection } from './order-section';
import { CashCodeForm } from './cash-code-form';
import { OrderStatusHero } from './order-status-hero';
import { OrderTotals } from './order-totals';
import { ReviewCard } from './review-card';
import { InvoiceDialog } from './invoice-dialog';
import { ScheduledSlot } from './scheduled-slot';

export interface RestaurantContact {
  telephone: string | null | undefined;
  whatsapp: string | null | undefined;
}

function TrackingSkeleton() {
  return (
    <OrderPage testId="tracking-loading">
      <div className="flex flex-col items-center gap-3" aria-busy="true">
        <Skeleton className="size-20 rounded-full" />
        <Skeleton className="h-10 w-56" />
        <Skeleton className="h-4 w-72" />
      </div>
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-56 w-full" />
    </OrderPage>
  );
}

function DetailsCard({ order, zones }: { order: OrderView; zones: readonly ZoneNames[] }) {
  const customer = order.customer;
  return (
    <OrderSection title="Détails de la commande" testId="tracking-details">
      {customer && (
        <div className="mb-4">
          <Facts
            facts={[
              ['Client', [customer.prenom, customer.nom].filter(Boolean).join(' ')],
              ['Téléphone', customer.telephone],
              ['E-mail', customer.email],
              ['Adresse', order.adresse_livraison],
              ['Ville', order.ville_livraison],
              ['Zone', zoneName(zones, order.zone_livraison)],
              ['Instructions de livraison', order.instructions_livraison],
            ]}
          />
        </div>
      )}
      <OrderItems items={order.items} />
      <div className="mt-4 border-t border-ink-600 pt-4">
        <OrderTotals order={order} withPayment withCashNote />
      </div>
    </OrderSection>
  );
}

/**
 * zones: the delivery zones' names (the catalogue's), so the order shows its zone's name, not its code;
 * afterDelivery: what the app shell shows the order's customer once it is delivered (the offers' question).
 */
export function OrderTracking({
  numero,
  contact,
  zones,
  afterDelivery,
}: {
  numero: string;
  contact: RestaurantContact;
  zones: readonly ZoneNames[];
  afterDelivery?: ReactNode;
}) {
  const { data: order, isPending, isError } = useOrderByNumber(numero);
  useOrderLive(numero, Boolean(order && isActiveStatus(order.statut_commande)));

  if (isPending) return <TrackingSkeleton />;
  if (isError || !order) return <OrderNotFound message={MESSAGES.lookup.trackingFailed} />;
  const status = normalizeStatus(order.statut_commande);

  return (
    <OrderPage testId="order-tracking">
      <OrderStatusHero status={status} typeCommande={order.type_commande} />
      {order.code_confirmation_attendu && <CashCodeForm order={order} />}
      {/* A scheduled order's estimate is its slot (the server says so): the slot line stands for it. */}
      {order.scheduled_for && status !== 'Annule' ? (
        <ScheduledSlot order={order} className="text-lg" />
      ) : (
        order.estimation && (
          <p data-testid="tracking-estimate" className="flex items-center justify-center gap-2 text-lg font-medium text-kin-300">
            <Clock aria-hidden="true" className="size-5 shrink-0" />
            {order.estimation.texte}
          </p>
        )
      )}
      <CopyOrderNumber numero={order.numero_commande} />
      {status !== 'Annule' && (
        <Card>
          <CardContent className="pt-5 sm:pt-6">
            <OrderProgress status={status} />
          </CardContent>
        </Card>
      )}
      <ReviewCard order={order} />
      <div className="flex flex-col items-center gap-2">
        {order.customer && <InvoiceDialog order={order} />}
        <CancelOrderButton order={order} />
      </div>
      {status === 'Livre' && order.customer && afterDelivery}
      <HelpCard numeroCommande={order.numero_commande} telephone={contact.telephone} whatsapp={contact.whatsapp} />
      <DetailsCard order={order} zones={zones} />
      <div className="flex justify-center" data-print-hide>
        <Button asChild size="lg">
          <Link to={paths.home.getHref()}>Nouvelle commande</Link>
        </Button>
      </div>
    </OrderPage>
  );
}
