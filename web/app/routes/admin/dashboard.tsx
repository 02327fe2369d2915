/** /admin/dashboard (operator and admin): where staff land; the ordering pause above today's figures. */
import { DashboardPage } from '../../../features/admin-dashboard/components/dashboard-page';
import { PauseControl } from '../../../features/admin-settings/components/pause-control';

export function Component() {
  return (
    <DashboardPage>
      <PauseControl />
    </DashboardPage>
  );
}
