/** /admin/orders (operator and admin): the ordering pause above the live order board. */
import { PauseControl } from '../../../features/admin-settings/components/pause-control';
import { useSettings } from '../../../features/catalog/api/get-catalog';
import { OrderBoard } from '../../../features/orders/components/admin/order-board';

export function Component() {
  const settings = useSettings();
  return (
    <div className="space-y-4">
      <PauseControl />
      <OrderBoard restaurant={settings?.nom_restaurant ?? ''} />
    </div>
  );
}
