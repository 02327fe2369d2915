/**
 * Orders tab: the customer's order history and the order in progress, owned by the orders feature
 * (its data, statuses and tracking links); the account only places it in its tabs.
 */
import { MyOrders } from '../../orders/components/my-orders';

export function OrdersTab() {
  return <MyOrders />;
}
