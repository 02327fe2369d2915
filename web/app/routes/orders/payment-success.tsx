/** /payment-success/{orderId}: Konnect's success return (checked with Konnect before it says paid). */
import { useParams } from 'react-router';
import { MESSAGES } from '@core/messages';
import { OrderNotFound } from '../../../features/orders/components/order-page-states';
import { PaymentSuccess } from '../../../features/orders/components/payment-success';

export function Component() {
  const { orderId } = useParams();
  if (!orderId) return <OrderNotFound message={MESSAGES.lookup.orderIdMissing} />;
  return <PaymentSuccess key={orderId} orderId={orderId} />;
}
