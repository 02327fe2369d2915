/** A product's option groups in the back-office (issue 21): list, save a group with its options, delete, reorder. */
import type { z } from 'zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OkView } from '@core/api-views';
import type { AdminOptionGroupView, AdminOptionGroupsView, OptionGroupInput } from '@core/schemas/option-groups';
import { api } from '../../../lib/api-client';
import { adminCatalogKeys } from './keys';

const base = (productId: number) => `/api/admin/products/${productId}/option-groups`;

export function useOptionGroups(productId: number) {
  return useQuery({
    queryKey: adminCatalogKeys.optionGroups(productId),
    queryFn: async ({ signal }) => (await api.get<AdminOptionGroupsView>(base(productId), { signal })).groupes,
  });
}

function useGroupsMutation<V, R>(productId: number, fn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCatalogKeys.optionGroups(productId) }) });
}

export function useSaveOptionGroup(productId: number) {
  return useGroupsMutation(productId, async ({ id, input }: { id: number | null; input: z.input<typeof OptionGroupInput> }) => {
    const url = id === null ? base(productId) : `${base(productId)}/${id}`;
    return (await (id === null ? api.post : api.put)<{ groupe: AdminOptionGroupView }>(url, input)).groupe;
  });
}

export function useDeleteOptionGroup(productId: number) {
  return useGroupsMutation(productId, (id: number) => api.delete<OkView>(`${base(productId)}/${id}`));
}

export function useReorderOptionGroups(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) => (await api.put<AdminOptionGroupsView>(`${base(productId)}/order`, { ids })).groupes,
    onSuccess: (groupes) => queryClient.setQueryData(adminCatalogKeys.optionGroups(productId), groupes),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminCatalogKeys.optionGroups(productId) }),
  });
}
