/**
 * The order in progress shown in the account popover (GET /api/me/current-order). Only the few
 * fields the popover shows are typed; same query key as the orders feature, so both share one cache
 * entry and its 30 s polling.
 */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface CurrentOrderSummary {
  id: string;
  numero_commande: string;
  statut_commande: string;
  /** Millimes. */
  total_ttc: number;
}

export function useCurrentOrderSummary(enabled: boolean) {
  return useQuery({
    queryKey: ['orders', 'current'],
    queryFn: async ({ signal }) => (await api.get<{ order: CurrentOrderSummary | null }>('/api/me/current-order', { signal })).order,
    enabled,
  });
}
