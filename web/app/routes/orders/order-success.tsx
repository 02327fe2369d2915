/** /order-success/{orderId} and the legacy /order-success?orderId= (the checkout's redirect), with the cart's 'Commander à nouveau'. */
import { useParams, useSearchParams } from 'react-router';
import { MESSAGES } from '@core/messages';
import { ReorderButton } from '../../../features/cart/components/reorder-button';
import { OrderNotFound } from '../../../features/orders/components/order-page-states';
import { OrderSuccess } from '../../../features/orders/components/order-success';

export function Component() {
  const { orderId } = useParams();
  const [search] = useSearchParams();
  const id = orderId ?? search.get('orderId');
  if (!id) return <OrderNotFound message={MESSAGES.lookup.orderIdMissing} />;
  return <OrderSuccess key={id} orderId={id} reorder={(order) => <ReorderButton lines={order.items} size="lg" align="center" />} />;
}
