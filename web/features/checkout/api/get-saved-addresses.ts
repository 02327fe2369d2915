/** The customer's saved delivery addresses, most used first (GET /api/me/addresses). */
import { useQuery } from '@tanstack/react-query';
import type { AddressesView, AddressView } from '@core/api-views';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type SavedAddress = AddressView;

export async function getSavedAddresses(signal?: AbortSignal): Promise<SavedAddress[]> {
  const { addresses } = await api.get<AddressesView>('/api/me/addresses', { signal });
  return addresses;
}

export function useSavedAddresses(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.addresses, queryFn: ({ signal }) => getSavedAddresses(signal), enabled });
}
