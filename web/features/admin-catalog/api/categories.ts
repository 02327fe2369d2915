/** Categories of the back-office: list with product counts, create/update, delete, reorder in one request. */
import type { z } from 'zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@core/contracts/admin-catalog';
import type { CategoryInput } from '@core/schemas/category';
import { call } from '../../../lib/call';
import { adminCatalogKeys } from './keys';

export function useAdminCategories() {
  return useQuery({
    queryKey: adminCatalogKeys.categories(),
    queryFn: async ({ signal }) => (await call(endpoints.listCategories, { signal })).categories,
  });
}

function useCatalogMutation<V, R>(fn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCatalogKeys.all }) });
}

export function useSaveCategory() {
  return useCatalogMutation(async ({ id, input }: { id: number | null; input: z.input<typeof CategoryInput> }) => {
    const { category } = await (id === null
      ? call(endpoints.createCategory, { body: input })
      : call(endpoints.updateCategory, { params: { id }, body: input }));
    return category;
  });
}

export function useDeleteCategory() {
  return useCatalogMutation((id: number) => call(endpoints.deleteCategory, { params: { id } }));
}

export function useReorderCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) => (await call(endpoints.reorderCategories, { body: { ids } })).categories,
    onSuccess: (categories) => queryClient.setQueryData(adminCatalogKeys.categories(), categories),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminCatalogKeys.all }),
  });
}

export { useCatalogMutation };
