/** Accompaniments of the back-office: list with the products offering each, save, sold out, delete. */
import type { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import * as endpoints from '@core/contracts/admin-catalog';
import type { AccompanimentInput, RuptureInput } from '@core/schemas/admin-catalog';
import { call } from '../../../lib/call';
import { useCatalogMutation } from './categories';
import { adminCatalogKeys } from './keys';

export function useAdminAccompaniments() {
  return useQuery({
    queryKey: adminCatalogKeys.accompaniments(),
    queryFn: async ({ signal }) => (await call(endpoints.listAccompaniments, { signal })).accompagnements,
  });
}

export function useSaveAccompaniment() {
  return useCatalogMutation(async ({ id, input }: { id: number | null; input: z.input<typeof AccompanimentInput> }) => {
    const answer = await (id === null
      ? call(endpoints.createAccompaniment, { body: input })
      : call(endpoints.updateAccompaniment, { params: { id }, body: input }));
    return answer.accompagnement;
  });
}

export function useAccompanimentSoldOut() {
  return useCatalogMutation(
    async ({ id, input }: { id: number; input: RuptureInput }) =>
      (await call(endpoints.setAccompanimentSoldOut, { params: { id }, body: input })).accompagnement,
  );
}

export function useDeleteAccompaniment() {
  return useCatalogMutation((id: number) => call(endpoints.deleteAccompaniment, { params: { id } }));
}
