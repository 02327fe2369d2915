/** The customer's saved delivery addresses, most used first (GET /api/me/addresses). */
import { useQuery } from '@tanstack/react-query';
import type { AddressView } from '@core/api-views';
import { listAddresses } from '@core/contracts/accounts';
import { call } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';

export type SavedAddress = AddressView;

async function getSavedAddresses(signal?: AbortSignal): Promise<SavedAddress[]> {
  const { addresses } = await call(listAddresses, { signal });
  return addresses;
}

export function useSavedAddresses(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.addresses, queryFn: ({ signal }) => getSavedAddresses(signal), enabled });
}
