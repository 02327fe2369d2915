/** The customer's saved addresses (GET/POST/PATCH/DELETE /api/me/addresses), most used first. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddressAnswer, AddressesView, AddressView, OkView } from '@core/api-views';
import type { AddressInput } from '@core/schemas/address';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type { AddressView };
const addressesQueryKey = queryKeys.addresses;

export function useAddresses() {
  return useQuery({
    queryKey: addressesQueryKey,
    queryFn: ({ signal }) => api.get<AddressesView>('/api/me/addresses', { signal }).then((r) => r.addresses),
  });
}

function useAddressMutation<TVariables>(mutationFn: (variables: TVariables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }) });
}

export function useCreateAddress() {
  return useAddressMutation((input: AddressInput) => api.post<AddressAnswer>('/api/me/addresses', input));
}

export function useUpdateAddress() {
  return useAddressMutation(({ id, input }: { id: number; input: AddressInput }) => api.patch<AddressAnswer>(`/api/me/addresses/${id}`, input));
}

export function useDeleteAddress() {
  return useAddressMutation((id: number) => api.delete<OkView>(`/api/me/addresses/${id}`));
}
