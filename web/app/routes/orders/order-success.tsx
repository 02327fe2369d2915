/** /order-success/{orderId} and the legacy /order-success?orderId= (the checkout's redirect). */
import { useParams, useSearchParams } from 'react-router';
import { MESSAGES } from '@core/messages';
import { OrderNotFound } from '../../../features/orders/components/order-page-states';
import { OrderSuccess } from '../../../features/orders/components/order-success';

export function Component() {
  const { orderId } = useParams();
  const [search] = useSearchParams();
  const id = orderId ?? search.get('orderId');
  if (!id) return <OrderNotFound message={MESSAGES.lookup.orderIdMissing} />;
  return <OrderSuccess key={id} orderId={id} />;
}
