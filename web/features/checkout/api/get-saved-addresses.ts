/** The customer's saved delivery addresses, most used first (GET /api/me/addresses). */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface SavedAddress {
  id: number;
  adresse: string;
  ville: string;
  zone_livraison: string;
  label: string;
  instructions_livraison: string | null;
  usage_count: number;
}

export async function getSavedAddresses(signal?: AbortSignal): Promise<SavedAddress[]> {
  const { addresses } = await api.get<{ addresses: SavedAddress[] }>('/api/me/addresses', { signal });
  return addresses;
}

export function useSavedAddresses(enabled: boolean) {
  return useQuery({ queryKey: ['me', 'addresses'], queryFn: ({ signal }) => getSavedAddresses(signal), enabled });
}
