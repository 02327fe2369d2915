/** GET /api/slots: the slots the checkout offers for this order type and zone, full ones marked. */
import { useQuery } from '@tanstack/react-query';
import type { SlotsView } from '@core/schemas/slots';
import type { TypeCommande } from '@core/order-type';
import type * as orders from '@core/contracts/orders';
import { call, endpointOf } from './call';
import { queryKeys } from './query-keys';

export type { SlotsView };

function getSlots(typeCommande: TypeCommande, zone: string | null, signal?: AbortSignal): Promise<SlotsView> {
  return call(endpointOf<typeof orders.listSlots>({ method: 'GET', path: '/api/slots' }), {
    query: { type_commande: typeCommande, zone_livraison: zone },
    signal,
  });
}

export function useSlots(typeCommande: TypeCommande, zone: string | null, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.slots(typeCommande, zone),
    queryFn: ({ signal }) => getSlots(typeCommande, zone, signal),
    enabled,
    // A slot fills up while the customer hesitates: the server has the last word, the list refreshes often.
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}
