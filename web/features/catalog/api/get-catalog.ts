/**
 * The public catalogue (settings, categories, products, zones...). Painted from the data the server
 * inlines into index.html; fetched from GET /api/catalog only when that is absent (Vite dev).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicCatalog } from '@core/catalog';
import type * as catalog from '@core/contracts/catalog';
import { call, endpointOf } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';
import { readBootstrap } from '../../../lib/bootstrap';

export const catalogQueryKey = queryKeys.catalog;

function getCatalog({ signal }: { signal?: AbortSignal } = {}): Promise<PublicCatalog> {
  return call(endpointOf<typeof catalog.getCatalog>({ method: 'GET', path: '/api/catalog' }), { signal });
}

// Settings cache: 5 min fresh, 10 min kept, one retry (customer-shop §9).
const catalogQueryOptions = queryOptions({
  queryKey: catalogQueryKey,
  queryFn: ({ signal }) => getCatalog({ signal }),
  initialData: readBootstrap,
  staleTime: 5 * 60_000,
  gcTime: 10 * 60_000,
  retry: 1,
});

export function useCatalog() {
  return useQuery(catalogQueryOptions);
}

/** Restaurant settings once the catalogue is there (undefined while the dev fetch runs). */
export function useSettings() {
  return useQuery({ ...catalogQueryOptions, select: (catalog) => catalog.settings }).data;
}
