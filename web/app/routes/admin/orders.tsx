/** /admin/orders (operator and admin): the live order board inside the back-office frame. */
import { useSettings } from '../../../features/catalog/api/get-catalog';
import { OrderBoard } from '../../../features/orders/components/admin/order-board';

export function Component() {
  const settings = useSettings();
  return <OrderBoard restaurant={settings?.nom_restaurant ?? ''} />;
}
