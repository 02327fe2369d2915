/** The customer's saved addresses (GET/POST/PATCH/DELETE /api/me/addresses), most used first. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddressLabel } from '@core/address';
import type { AddressInput } from '@core/schemas/address';
import { api } from '../../../lib/api-client';

export interface AddressView {
  id: number;
  adresse: string;
  ville: string;
  zone_livraison: string;
  label: AddressLabel;
  instructions_livraison: string | null;
  usage_count: number;
}

export const addressesQueryKey = ['me', 'addresses'] as const;

export function useAddresses() {
  return useQuery({
    queryKey: addressesQueryKey,
    queryFn: ({ signal }) => api.get<{ addresses: AddressView[] }>('/api/me/addresses', { signal }).then((r) => r.addresses),
  });
}

function useAddressMutation<TVariables>(mutationFn: (variables: TVariables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }) });
}

export function useCreateAddress() {
  return useAddressMutation((input: AddressInput) => api.post<{ address: AddressView }>('/api/me/addresses', input));
}

export function useUpdateAddress() {
  return useAddressMutation(({ id, input }: { id: number; input: AddressInput }) =>
    api.patch<{ address: AddressView }>(`/api/me/addresses/${id}`, input),
  );
}

export function useDeleteAddress() {
  return useAddressMutation((id: number) => api.delete<{ ok: true }>(`/api/me/addresses/${id}`));
}
