/** A product's option groups in the back-office: list, save a group with its options, delete, reorder. */
import type { z } from 'zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@core/contracts/admin-catalog';
import type { OptionGroupInput } from '@core/schemas/option-groups';
import { call } from '../../../lib/call';
import { adminCatalogKeys } from './keys';

export function useOptionGroups(productId: number) {
  return useQuery({
    queryKey: adminCatalogKeys.optionGroups(productId),
    queryFn: async ({ signal }) => (await call(endpoints.listOptionGroups, { params: { id: productId }, signal })).groupes,
  });
}

function useGroupsMutation<V, R>(productId: number, fn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCatalogKeys.optionGroups(productId) }) });
}

export function useSaveOptionGroup(productId: number) {
  return useGroupsMutation(productId, async ({ id, input }: { id: number | null; input: z.input<typeof OptionGroupInput> }) => {
    const answer = await (id === null
      ? call(endpoints.createOptionGroup, { params: { id: productId }, body: input })
      : call(endpoints.updateOptionGroup, { params: { id: productId, groupId: id }, body: input }));
    return answer.groupe;
  });
}

export function useDeleteOptionGroup(productId: number) {
  return useGroupsMutation(productId, (id: number) => call(endpoints.deleteOptionGroup, { params: { id: productId, groupId: id } }));
}

export function useReorderOptionGroups(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) => (await call(endpoints.reorderOptionGroups, { params: { id: productId }, body: { ids } })).groupes,
    onSuccess: (groupes) => queryClient.setQueryData(adminCatalogKeys.optionGroups(productId), groupes),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminCatalogKeys.optionGroups(productId) }),
  });
}
