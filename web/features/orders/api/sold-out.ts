/**
 * The board's fast sold-out: the back-office's own switch, PUT /api/admin/products/:id/rupture
 * (staff, same rules and app event), here always until tonight's closing; lifting it again is the undo.
 * The server drops its catalogue cache, so the open shops see it through /api/catalog/events; the board's
 * own copy of the catalogue and the back-office product lists are refetched here.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as adminCatalog from '@core/contracts/admin-catalog';
import type { RuptureInput } from '@core/schemas/admin-catalog';
import { call, endpointOf } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';

/** Named by type: the board's chunk does not load the back-office catalogue's schemas for this one call. */
const setProductSoldOut = endpointOf<typeof adminCatalog.setProductSoldOut>({ method: 'PUT', path: '/api/admin/products/:id/rupture' });

export function useMarkSoldOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ productId, input }: { productId: number; input: RuptureInput }) =>
      (await call(setProductSoldOut, { params: { id: productId }, body: input })).product,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.catalog }), queryClient.invalidateQueries({ queryKey: queryKeys.adminCatalog.all })]),
  });
}
