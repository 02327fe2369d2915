/**
 * /payment-success/{orderId} (customer-shop §2). The redirect from Konnect proves nothing: the page
 * first asks the server to check the payment with Konnect, then shows 'Paiement confirmé !'. A payment
 * that failed goes to /payment-failed; one still pending can be checked again.
 */
import { CircleCheck } from 'lucide-react';
import { PAYMENT_PAGE_TEXTS } from '@core/pages';
import { Link, Navigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { usePaymentCheck } from '../api/payment';
import type { OrderView } from '../api/order-view';
import { OrderLoading, OrderNotFound, OrderPage, orderLoadFailure } from './order-page-states';
import { Facts, OrderOutcomeHeader, OrderSection, orderSummaryFacts } from './order-section';
import { PrintReceiptButton } from './print-receipt-button';

function NextSteps({ order }: { order: OrderView }) {
  const delivery = order.type_commande === 'Livraison';
  return (
    <OrderSection title="Prochaines étapes">
      <ol className="grid list-decimal gap-2 pl-5 text-sm text-paper-200 marker:text-kin">
        <li>Le restaurant a reçu votre commande et va la préparer.</li>
        {delivery ? (
          <li>Votre commande sera préparée puis livrée très bientôt à votre adresse.</li>
        ) : (
          <li>Vous recevrez un SMS dès que votre commande sera prête à être récupérée.</li>
        )}
      </ol>
    </OrderSection>
  );
}

function PendingPayment({ onRetry, checking }: { onRetry: () => void; checking: boolean }) {
  return (
    <OrderPage testId="payment-pending">
      <h1 className="text-center text-4xl font-semibold text-paper">{PAYMENT_PAGE_TEXTS.pending.title}</h1>
      <p className="text-center text-paper-400">{PAYMENT_PAGE_TEXTS.pending.description}</p>
      <Button className="justify-self-center" onClick={onRetry} isLoading={checking}>
        Vérifier à nouveau
      </Button>
    </OrderPage>
  );
}

export function PaymentSuccess({ orderId }: { orderId: string }) {
  const { data: order, isPending, isFetching, isPlaceholderData, error, refetch } = usePaymentCheck(orderId);
  if (isPending) return <OrderLoading />;
  if (!order) return <OrderNotFound message={orderLoadFailure(error)} />;
  // Until Konnect has answered, an order not known paid is being checked: never sent away on the stored status.
  if (isPlaceholderData && order.payment_status !== 'paye') return <PendingPayment onRetry={() => void refetch()} checking />;
  if (order.payment_status === 'echoue') return <Navigate to={paths.paymentFailed.getHref(order.id)} replace />;
  if (order.payment_status === 'en_attente') return <PendingPayment onRetry={() => void refetch()} checking={isFetching} />;
  const customer = order.customer;

  return (
    <OrderPage testId="payment-success">
      <OrderOutcomeHeader icon={CircleCheck} title={PAYMENT_PAGE_TEXTS.paid.title}>
        <p className="text-paper-400">{PAYMENT_PAGE_TEXTS.paid.description}</p>
      </OrderOutcomeHeader>
      <OrderSection title="Votre commande">
        <Facts
          facts={[
            ...orderSummaryFacts(order),
            ['Statut', <span data-testid="order-status-raw">{order.statut_commande}</span>],
            ['Client', customer && [customer.prenom, customer.nom].filter(Boolean).join(' ')],
            ['Téléphone', customer?.telephone],
            ['E-mail', customer?.email],
            ['Instructions spéciales', order.instructions_speciales],
          ]}
        />
      </OrderSection>
      <NextSteps order={order} />
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-center" data-print-hide>
        <Button asChild size="lg">
          <Link to={paths.home.getHref()}>Nouvelle commande</Link>
        </Button>
        <PrintReceiptButton />
      </div>
    </OrderPage>
  );
}
