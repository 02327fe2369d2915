/** /admin/users (admin only: the admin layout refuses operators, the server too). */
import { UsersPage } from '../../../features/admin-users/components/users-page';

export function Component() {
  return <UsersPage />;
}
