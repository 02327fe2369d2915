/** /admin/promotions: the offers (admins edit them, operators pause and resume). */
import { PromotionsPage } from '../../../features/admin-promotions/components/promotions-page';

export function Component() {
  return <PromotionsPage />;
}
