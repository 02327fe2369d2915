/** Products of the back-office: paged filtered list, save, switches, accompaniment links, sold out, delete. */
import type { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import * as endpoints from '@core/contracts/admin-catalog';
import type { ProductListQuery, RuptureInput, ProductInput } from '@core/schemas/admin-catalog';
import { call } from '../../../lib/call';
import { useCatalogMutation } from './categories';
import { adminCatalogKeys } from './keys';

export type ProductFilters = Partial<Pick<ProductListQuery, 'category_id' | 'actif' | 'visible' | 'q'>> & { page: number };

export function useAdminProducts(filters: ProductFilters) {
  return useQuery({
    queryKey: adminCatalogKeys.products(filters),
    queryFn: ({ signal }) => call(endpoints.listProducts, { query: { ...filters }, signal }),
    placeholderData: (previous) => previous,
  });
}

export function useSaveProduct() {
  return useCatalogMutation(async ({ id, input }: { id: number | null; input: z.input<typeof ProductInput> }) => {
    const answer = await (id === null ? call(endpoints.createProduct, { body: input }) : call(endpoints.updateProduct, { params: { id }, body: input }));
    return answer.product;
  });
}

export function useProductSwitches() {
  return useCatalogMutation(
    async ({ id, ...switches }: { id: number; actif?: boolean; visible_dans_shop?: boolean }) =>
      (await call(endpoints.setProductSwitches, { params: { id }, body: switches })).product,
  );
}

export function useReplaceProductAccompaniments() {
  return useCatalogMutation(
    async ({ id, ids }: { id: number; ids: number[] }) =>
      (await call(endpoints.replaceProductAccompaniments, { params: { id }, body: { accompagnement_ids: ids } })).product,
  );
}

export function useProductSoldOut() {
  return useCatalogMutation(
    async ({ id, input }: { id: number; input: RuptureInput }) => (await call(endpoints.setProductSoldOut, { params: { id }, body: input })).product,
  );
}

export function useDeleteProduct() {
  return useCatalogMutation((id: number) => call(endpoints.deleteProduct, { params: { id } }));
}
