/** Side dishes of the back-office: list with the products offering each, save, sold out, delete. */
import type { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import type { AccompanimentInput, AdminAccompanimentView, DeleteOutcome, RuptureInput } from '@core/schemas/admin-catalog';
import { api } from '../../../lib/api-client';
import { useCatalogMutation } from './categories';
import { adminCatalogKeys } from './keys';
import type { AdminAccompanimentsView } from '@core/schemas/admin-catalog';

export function useAdminAccompaniments() {
  return useQuery({
    queryKey: adminCatalogKeys.accompaniments(),
    queryFn: async ({ signal }) => (await api.get<AdminAccompanimentsView>('/api/admin/accompagnements', { signal })).accompagnements,
  });
}

type Answer = { accompagnement: AdminAccompanimentView };

export function useSaveAccompaniment() {
  return useCatalogMutation(async ({ id, input }: { id: number | null; input: z.input<typeof AccompanimentInput> }) => {
    const url = id === null ? '/api/admin/accompagnements' : `/api/admin/accompagnements/${id}`;
    return (await (id === null ? api.post : api.put)<Answer>(url, input)).accompagnement;
  });
}

export function useAccompanimentRupture() {
  return useCatalogMutation(
    async ({ id, input }: { id: number; input: RuptureInput }) => (await api.put<Answer>(`/api/admin/accompagnements/${id}/rupture`, input)).accompagnement,
  );
}

export function useDeleteAccompaniment() {
  return useCatalogMutation((id: number) => api.delete<DeleteOutcome>(`/api/admin/accompagnements/${id}`));
}
