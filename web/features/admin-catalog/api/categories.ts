/** Categories of the back-office: list with product counts, create/update, delete, reorder in one request. */
import type { z } from 'zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCategoryView, CategoryInput } from '@core/schemas/category';
import { api } from '../../../lib/api-client';
import { adminCatalogKeys } from './keys';
import type { OkView } from '@core/api-views';
import type { AdminCategoriesView } from '@core/schemas/category';

export function useAdminCategories() {
  return useQuery({
    queryKey: adminCatalogKeys.categories(),
    queryFn: async ({ signal }) => (await api.get<AdminCategoriesView>('/api/admin/categories', { signal })).categories,
  });
}

function useCatalogMutation<V, R>(fn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCatalogKeys.all }) });
}

export function useSaveCategory() {
  return useCatalogMutation(async ({ id, input }: { id: number | null; input: z.input<typeof CategoryInput> }) => {
    const url = id === null ? '/api/admin/categories' : `/api/admin/categories/${id}`;
    const { category } = await (id === null ? api.post : api.put)<{ category: AdminCategoryView }>(url, input);
    return category;
  });
}

export function useDeleteCategory() {
  return useCatalogMutation((id: number) => api.delete<OkView>(`/api/admin/categories/${id}`));
}

export function useReorderCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) => (await api.put<AdminCategoriesView>('/api/admin/categories/order', { ids })).categories,
    onSuccess: (categories) => queryClient.setQueryData(adminCatalogKeys.categories(), categories),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminCatalogKeys.all }),
  });
}

export { useCatalogMutation };
