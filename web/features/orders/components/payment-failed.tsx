/**
 * /payment-failed/{orderId} (customer-shop §2): 'Paiement échoué', the order, why it may have failed,
 * 'Réessayer le paiement' (a new Konnect payment for the same order), new order, 'Nous contacter'.
 * The status is checked first: a payment that went through after all shows the success page.
 */
import { CircleX, Phone, RotateCcw } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { toast } from 'sonner';
import { MESSAGES } from '@core/messages';
import { PAYMENT_PAGE_TEXTS } from '@core/pages';
import { telHref } from '@core/order-display';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { usePaymentCheck, useRetryPayment } from '../api/payment';
import { OrderItems } from './order-items';
import { OrderTotals } from './order-totals';
import { OrderLoading, OrderNotFound, OrderPage, orderLoadFailure } from './order-page-states';
import { Facts, OrderOutcomeHeader, OrderSection, orderSummaryFacts } from './order-section';

export function PaymentFailed({ orderId, telephone }: { orderId: string; telephone: string | null | undefined }) {
  const { data: order, isPending, error } = usePaymentCheck(orderId);
  const retry = useRetryPayment();
  if (isPending) return <OrderLoading />;
  if (!order) return <OrderNotFound message={orderLoadFailure(error)} />;
  if (order.payment_status === 'paye') return <Navigate to={paths.paymentSuccess.getHref(order.id)} replace />;

  function retryPayment() {
    retry.mutate(orderId, {
      onSuccess: (payUrl) => window.location.assign(payUrl),
      onError: () => toast.error(MESSAGES.order.errorTitle, { description: MESSAGES.order.paymentRetryFailed }),
    });
  }

  return (
    <OrderPage testId="payment-failed">
      <OrderOutcomeHeader icon={CircleX} failed title={PAYMENT_PAGE_TEXTS.failed.title}>
        <p className="max-w-md text-paper-400">{PAYMENT_PAGE_TEXTS.failed.description}</p>
      </OrderOutcomeHeader>
      <OrderSection title="Votre commande">
        <Facts facts={orderSummaryFacts(order)} />
        <div className="mt-4 border-t border-ink-600 pt-4">
          <OrderItems items={order.items} />
        </div>
        {/* The lines, the delivery fee and the total: the amount above visibly adds up. */}
        <div className="mt-4 border-t border-ink-600 pt-4">
          <OrderTotals order={order} />
        </div>
      </OrderSection>
      <OrderSection title="Pourquoi le paiement a-t-il échoué ?">
        <ul className="grid list-disc gap-1.5 pl-5 text-sm text-paper-200 marker:text-kin">
          <li>Un problème de connexion pendant le paiement</li>
          <li>Des fonds insuffisants sur la carte</li>
          <li>La session de paiement a expiré</li>
        </ul>
      </OrderSection>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-center">
        <Button size="lg" onClick={retryPayment} isLoading={retry.isPending} data-testid="retry-payment">
          <RotateCcw aria-hidden="true" />
          Réessayer le paiement
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={paths.home.getHref()}>Nouvelle commande</Link>
        </Button>
        {telephone && (
          <Button asChild size="lg" variant="ghost">
            <a href={telHref(telephone)}>
              <Phone aria-hidden="true" />
              Nous contacter
            </a>
          </Button>
        )}
      </div>
    </OrderPage>
  );
}
