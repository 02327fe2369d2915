/** /admin/orders (operator and admin): the ordering pause above the live order board. */
import { PauseControl } from '../../../features/admin-settings/components/pause-control';
import { useCatalog } from '../../../features/catalog/api/get-catalog';
import { OrderBoard } from '../../../features/orders/components/admin/order-board';

export function Component() {
  const { data: catalog } = useCatalog();
  return (
    <div className="space-y-4">
      <PauseControl />
      <OrderBoard zones={catalog?.zones_livraison ?? []} delaiAlerteRecu={catalog?.settings.delai_alerte_recu ?? 5} catalog={catalog} />
    </div>
  );
}
