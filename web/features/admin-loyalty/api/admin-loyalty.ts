/** The loyalty admin's reads and writes (admins only); every write refreshes the whole loyalty admin. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AdjustmentInput,
  AdjustmentResultView,
  AdminMissionView,
  AdminVoucherView,
  LoyaltyCustomersPage,
  LoyaltyLiabilityView,
  LoyaltySettingsInput,
  LoyaltySettingsView,
  LoyaltyTransactionsPage,
  MissionInput,
  VipLevelInput,
  VipLevelView,
} from '@core/schemas/loyalty';
import { api } from '../../../lib/api-client';
import { adminLoyaltyKeys } from './keys';

const base = '/api/admin/loyalty';

export const useLoyaltySettingsAdmin = () =>
  useQuery({ queryKey: adminLoyaltyKeys.settings, queryFn: ({ signal }) => api.get<LoyaltySettingsView>(`${base}/settings`, { signal }) });
export const useVipLevelsAdmin = () =>
  useQuery({ queryKey: adminLoyaltyKeys.vipLevels, queryFn: ({ signal }) => api.get<VipLevelView[]>(`${base}/vip-levels`, { signal }) });
export const useMissionsAdmin = () =>
  useQuery({ queryKey: adminLoyaltyKeys.missions, queryFn: ({ signal }) => api.get<AdminMissionView[]>(`${base}/missions`, { signal }) });
export const useLiability = () =>
  useQuery({ queryKey: adminLoyaltyKeys.liability, queryFn: ({ signal }) => api.get<LoyaltyLiabilityView>(`${base}/liability`, { signal }) });
export const useLoyaltyCustomers = (q: string, page: number) =>
  useQuery({
    queryKey: adminLoyaltyKeys.customers(q, page),
    queryFn: ({ signal }) => api.get<z.infer<typeof LoyaltyCustomersPage>>(`${base}/customers`, { signal, query: { q: q || undefined, page } }),
    placeholderData: keepPreviousData,
  });
export const useCustomerLedger = (customerId: number, page: number) =>
  useQuery({
    queryKey: adminLoyaltyKeys.ledger(customerId, page),
    queryFn: ({ signal }) => api.get<LoyaltyTransactionsPage>(`${base}/customers/${customerId}/transactions`, { signal, query: { page } }),
  });
export const useAllVouchers = (status: string, q: string) =>
  useQuery({
    queryKey: adminLoyaltyKeys.vouchers(status, q),
    queryFn: ({ signal }) => api.get<AdminVoucherView[]>(`${base}/vouchers`, { signal, query: { status: status || undefined, q: q || undefined } }),
    placeholderData: keepPreviousData,
  });

function useAdminWrite<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminLoyaltyKeys.all }) });
}

export const useSaveSettings = () => useAdminWrite((input: LoyaltySettingsInput) => api.put<LoyaltySettingsView>(`${base}/settings`, input));
export const useSaveVipLevel = () =>
  useAdminWrite(({ id, input }: { id?: number; input: z.input<typeof VipLevelInput> }) =>
    id === undefined ? api.post<VipLevelView>(`${base}/vip-levels`, input) : api.put<VipLevelView>(`${base}/vip-levels/${id}`, input),
  );
export const useSaveMission = () =>
  useAdminWrite(({ id, input }: { id?: number; input: z.input<typeof MissionInput> }) =>
    id === undefined ? api.post<AdminMissionView>(`${base}/missions`, input) : api.put<AdminMissionView>(`${base}/missions/${id}`, input),
  );
export const useToggleMission = () =>
  useAdminWrite(({ id, actif }: { id: number; actif: boolean }) => api.patch<AdminMissionView>(`${base}/missions/${id}`, { actif }));
export const useAdjustPoints = () =>
  useAdminWrite(({ customerId, input }: { customerId: number; input: AdjustmentInput }) =>
    api.post<AdjustmentResultView>(`${base}/customers/${customerId}/adjustments`, input),
  );
