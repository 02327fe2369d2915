/** The customer's saved addresses (GET/POST/PATCH/DELETE /api/me/addresses), most used first. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddressView } from '@core/api-views';
import { createAddress, deleteAddress, listAddresses, updateAddress } from '@core/contracts/accounts';
import type { AddressInput } from '@core/schemas/address';
import { call } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';

export type { AddressView };
const addressesQueryKey = queryKeys.addresses;

export function useAddresses() {
  return useQuery({
    queryKey: addressesQueryKey,
    queryFn: ({ signal }) => call(listAddresses, { signal }).then((r) => r.addresses),
  });
}

function useAddressMutation<TVariables>(mutationFn: (variables: TVariables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }) });
}

export function useCreateAddress() {
  return useAddressMutation((input: AddressInput) => call(createAddress, { body: input }));
}

export function useUpdateAddress() {
  return useAddressMutation(({ id, input }: { id: number; input: AddressInput }) => call(updateAddress, { params: { id }, body: input }));
}

export function useDeleteAddress() {
  return useAddressMutation((id: number) => call(deleteAddress, { params: { id } }));
}
