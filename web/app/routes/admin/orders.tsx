/** /admin/orders (operator and admin): the ordering pause above the live order board, and the way to the kitchen screen. */
import { Link } from 'react-router';
import { ChefHat } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { PauseControl } from '../../../features/admin-settings/components/pause-control';
import { useCatalog } from '../../../features/catalog/api/get-catalog';
import { OrderBoard } from '../../../features/orders/components/admin/order-board';

export function Component() {
  const { data: catalog } = useCatalog();
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Link to={paths.admin.kitchen.getHref()} className={buttonClasses('outline', 'md')}>
          <ChefHat aria-hidden="true" />
          Écran cuisine
        </Link>
      </div>
      <PauseControl />
      <OrderBoard zones={catalog?.zones_livraison ?? []} delaiAlerteRecu={catalog?.settings.delai_alerte_recu ?? 5} catalog={catalog} />
    </div>
  );
}
