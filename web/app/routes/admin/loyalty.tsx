/** /admin/loyalty (admins only): the loyalty programme's back-office. */
import { AdminLoyaltyPage } from '../../../features/admin-loyalty/components/admin-loyalty-page';

export function Component() {
  return <AdminLoyaltyPage />;
}
