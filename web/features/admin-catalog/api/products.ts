/** Products of the back-office: paged filtered list, save, switches, side-dish links, sold out, delete. */
import type { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import type { AdminProductPage, AdminProductView, DeleteOutcome, ProductListQuery, RuptureInput, ProductInput } from '@core/schemas/admin-catalog';
import { api } from '../../../lib/api-client';
import { useCatalogMutation } from './categories';
import { adminCatalogKeys } from './keys';

export type ProductFilters = Partial<Pick<ProductListQuery, 'category_id' | 'actif' | 'visible' | 'q'>> & { page: number };

export function useAdminProducts(filters: ProductFilters) {
  return useQuery({
    queryKey: adminCatalogKeys.products(filters),
    queryFn: ({ signal }) => api.get<AdminProductPage>('/api/admin/products', { query: { ...filters }, signal }),
    placeholderData: (previous) => previous,
  });
}

type ProductAnswer = { product: AdminProductView };

export function useSaveProduct() {
  return useCatalogMutation(async ({ id, input }: { id: number | null; input: z.input<typeof ProductInput> }) => {
    const url = id === null ? '/api/admin/products' : `/api/admin/products/${id}`;
    return (await (id === null ? api.post : api.put)<ProductAnswer>(url, input)).product;
  });
}

export function useProductSwitches() {
  return useCatalogMutation(
    async ({ id, ...switches }: { id: number; actif?: boolean; visible_dans_shop?: boolean }) =>
      (await api.patch<ProductAnswer>(`/api/admin/products/${id}`, switches)).product,
  );
}

export function useReplaceProductAccompaniments() {
  return useCatalogMutation(
    async ({ id, ids }: { id: number; ids: number[] }) =>
      (await api.put<ProductAnswer>(`/api/admin/products/${id}/accompagnements`, { accompagnement_ids: ids })).product,
  );
}

export function useProductRupture() {
  return useCatalogMutation(
    async ({ id, input }: { id: number; input: RuptureInput }) => (await api.put<ProductAnswer>(`/api/admin/products/${id}/rupture`, input)).product,
  );
}

export function useDeleteProduct() {
  return useCatalogMutation((id: number) => api.delete<DeleteOutcome>(`/api/admin/products/${id}`));
}
