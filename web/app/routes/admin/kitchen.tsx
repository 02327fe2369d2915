/** /admin/kitchen (operator and admin): the kitchen's wall screen, full screen without the back-office menus. */
import { paths } from '../../../config/paths';
import { KitchenDisplay } from '../../../features/admin-kitchen/components/kitchen-display';

export function Component() {
  return <KitchenDisplay boardHref={paths.admin.orders.getHref()} />;
}
