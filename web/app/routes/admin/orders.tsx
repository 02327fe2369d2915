/** /admin/orders (operator and admin): the live order board with the ordering pause under its header and the way to the kitchen screen beside the phone order, a 'Livreur' button under each delivery. */
import { Link } from 'react-router';
import { ChefHat } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { PauseControl } from '../../../features/admin-settings/components/pause-control';
import { useCatalog } from '../../../features/catalog/api/get-catalog';
import { OrderBoard } from '../../../features/orders/components/admin/order-board';
import { RiderPicker } from '../../../features/riders/components/rider-picker';

export function Component() {
  const { data: catalog } = useCatalog();
  return (
    <OrderBoard
      zones={catalog?.zones_livraison ?? []}
      delaiAlerteRecu={catalog?.settings.delai_alerte_recu ?? 5}
      catalog={catalog}
      actions={
        <Link to={paths.admin.kitchen.getHref()} className={buttonClasses('outline', 'md')}>
          <ChefHat aria-hidden="true" />
          Écran cuisine
        </Link>
      }
      toolbar={<PauseControl />}
      cardExtra={(order) => <RiderPicker order={order} />}
    />
  );
}
