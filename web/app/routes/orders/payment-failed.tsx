/** /payment-failed/{orderId}: Konnect's failure return, with 'Réessayer le paiement'. */
import { useParams } from 'react-router';
import { MESSAGES } from '@core/messages';
import { useSettings } from '../../../features/catalog/api/get-catalog';
import { OrderNotFound } from '../../../features/orders/components/order-page-states';
import { PaymentFailed } from '../../../features/orders/components/payment-failed';

export function Component() {
  const { orderId } = useParams();
  const settings = useSettings();
  if (!orderId) return <OrderNotFound message={MESSAGES.lookup.orderIdMissing} />;
  return <PaymentFailed key={orderId} orderId={orderId} telephone={settings?.telephone} />;
}
