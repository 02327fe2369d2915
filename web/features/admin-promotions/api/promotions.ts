/** The offers' back-office reads and writes; every write refreshes the offers (list, one offer, its figures). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as catalogEndpoints from '@core/contracts/catalog';
import { listVipLevels } from '@core/contracts/admin-loyalty';
import * as endpoints from '@core/contracts/promotions';
import type { PromotionInput } from '@core/schemas/promotions';
import { call } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';

const promotionKeys = {
  all: ['admin', 'promotions'] as const,
  list: ['admin', 'promotions', 'list'] as const,
  stats: (id: number) => ['admin', 'promotions', 'stats', id] as const,
};

export const usePromotions = () => useQuery({ queryKey: promotionKeys.list, queryFn: ({ signal }) => call(endpoints.listAdminPromotions, { signal }) });
export const usePromotionStats = (id: number) =>
  useQuery({ queryKey: promotionKeys.stats(id), queryFn: ({ signal }) => call(endpoints.getPromotionStats, { params: { id }, signal }) });
/** The menu the editor picks targets and the preview's example cart from. */
export const useMenu = () => useQuery({ queryKey: queryKeys.catalog, queryFn: ({ signal }) => call(catalogEndpoints.getCatalog, { signal }) });

/** The VIP levels an offer may be kept for ('this level or above'). */
export const useVipLevels = () => useQuery({ queryKey: ['admin', 'loyalty', 'vip-levels'], queryFn: ({ signal }) => call(listVipLevels, { signal }) });

function useWrite<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionKeys.all }) });
}

export const useSavePromotion = () =>
  useWrite(({ id, input }: { id?: number; input: PromotionInput }) =>
    id === undefined ? call(endpoints.createPromotion, { body: input }) : call(endpoints.updatePromotion, { params: { id }, body: input }),
  );

const steps = {
  pause: endpoints.pausePromotion,
  resume: endpoints.resumePromotion,
  end: endpoints.endPromotion,
  duplicate: endpoints.duplicatePromotion,
} as const;
export type PromotionStep = keyof typeof steps;
export const usePromotionStep = () => useWrite(({ id, step }: { id: number; step: PromotionStep }) => call(steps[step], { params: { id }, body: {} }));

export const useGenerateCodes = () =>
  useWrite(({ id, nombre }: { id: number; nombre: number }) => call(endpoints.generatePromotionCodes, { params: { id }, body: { nombre } }));

export const fetchStatsCsv = (id: number) => call(endpoints.exportPromotionStats, { params: { id } });
export const fetchCodesCsv = (id: number) => call(endpoints.exportPromotionCodes, { params: { id } });
