/** /admin/orders (operator and admin): the live order board inside the back-office frame. */
import { useCatalog } from '../../../features/catalog/api/get-catalog';
import { OrderBoard } from '../../../features/orders/components/admin/order-board';

export function Component() {
  const { data: catalog } = useCatalog();
  return <OrderBoard restaurant={catalog?.settings.nom_restaurant ?? ''} zones={catalog?.zones_livraison ?? []} />;
}
