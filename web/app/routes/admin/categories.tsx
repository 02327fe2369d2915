/** /admin/categories (operator and admin). */
import { CategoryManager } from '../../../features/admin-catalog/components/category-manager';

export function Component() {
  return <CategoryManager />;
}
