/** /admin/products (operator and admin). */
import { ProductManager } from '../../../features/admin-catalog/components/product-manager';

export function Component() {
  return <ProductManager />;
}
