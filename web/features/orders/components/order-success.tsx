/**
 * /order-success/{orderId} (customer-shop §2): 'Commande confirmée !', number, date, type, status,
 * address when delivery, items, totals, contact; home and tracking buttons; 'Commander à nouveau' through
 * the `reorder` slot the app shell fills with the cart's button.
 */
import type { ReactNode } from 'react';
import { CircleCheck, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { MESSAGES } from '@core/messages';
import { formatOrderDate } from '@core/order-display';
import { statusLabel } from '@core/order-status';
import { orderTypeLabel } from '@core/order-type';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useOrder } from '../api/get-order';
import type { OrderView } from '../api/order-view';
import { OrderItems } from './order-items';
import { OrderLoading, OrderNotFound, OrderPage, orderLoadFailure } from './order-page-states';
import { Facts, OrderOutcomeHeader, OrderSection } from './order-section';
import { OrderTotals } from './order-totals';
import { ScheduledSlot } from './scheduled-slot';

function ContactCard({ order }: { order: OrderView }) {
  const customer = order.customer;
  if (!customer) return <p className="text-sm text-shu-300">{MESSAGES.lookup.customerIdMissing}</p>;
  return (
    <OrderSection title="Contact">
      <Facts
        facts={[
          ['Nom', [customer.prenom, customer.nom].filter(Boolean).join(' ')],
          ['Téléphone', customer.telephone],
          ['E-mail', customer.email],
        ]}
      />
    </OrderSection>
  );
}

export function OrderSuccess({ orderId, reorder }: { orderId: string; reorder?: (order: OrderView) => ReactNode }) {
  const { data: order, isPending, error } = useOrder(orderId);
  if (isPending) return <OrderLoading />;
  if (!order) return <OrderNotFound message={orderLoadFailure(error)} />;
  const delivery = order.type_commande === 'Livraison';

  return (
    <OrderPage testId="order-success">
      <OrderOutcomeHeader icon={CircleCheck} title="Commande confirmée !">
        <p className="text-paper-400">
          Commande{' '}
          <span className="font-mono text-kin-300" data-testid="order-number">
            {order.numero_commande}
          </span>{' '}
          · {formatOrderDate(order.created_at)}
        </p>
        <div className="flex gap-2">
          <Badge variant="gold">{orderTypeLabel(order.type_commande)}</Badge>
          <Badge data-testid="order-status">{statusLabel(order.statut_commande)}</Badge>
        </div>
      </OrderOutcomeHeader>
      <ScheduledSlot order={order} className="text-lg" />
      {delivery && order.adresse_livraison && (
        <p className="flex items-center justify-center gap-2 text-sm text-paper-200">
          <MapPin aria-hidden="true" className="size-4 text-kin" />
          {order.adresse_livraison}
          {order.ville_livraison && `, ${order.ville_livraison}`}
        </p>
      )}
      <OrderSection title="Votre commande">
        <OrderItems items={order.items} />
        <div className="mt-4 border-t border-ink-600 pt-4">
          <OrderTotals order={order} withCashNote />
        </div>
      </OrderSection>
      <ContactCard order={order} />
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-center" data-print-hide>
        <Button asChild size="lg">
          <Link to={paths.orderTracking.getHref(order.numero_commande)} data-testid="track-order">
            Suivre ma commande
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={paths.home.getHref()}>Retour à l'accueil</Link>
        </Button>
      </div>
      {reorder && (
        <div className="grid sm:flex sm:justify-center" data-print-hide>
          {reorder(order)}
        </div>
      )}
    </OrderPage>
  );
}
