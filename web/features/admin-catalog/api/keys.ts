/** Query keys of the back-office catalogue; every write invalidates the whole `admin-catalog` tree. */
import type { ProductListQuery } from '@core/schemas/admin-catalog';

export const adminCatalogKeys = {
  all: ['admin-catalog'] as const,
  categories: () => [...adminCatalogKeys.all, 'categories'] as const,
  products: (query: Partial<ProductListQuery>) => [...adminCatalogKeys.all, 'products', query] as const,
  accompaniments: () => [...adminCatalogKeys.all, 'accompagnements'] as const,
};
