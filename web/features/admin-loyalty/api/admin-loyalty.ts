/** The loyalty admin's reads and writes (admins only); every write refreshes the whole loyalty admin. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import * as endpoints from '@core/contracts/admin-loyalty';
import { VOUCHER_STATUSES } from '@core/loyalty';
import type { AdjustmentInput, LoyaltySettingsInput, MissionInput, VipLevelInput } from '@core/schemas/loyalty';
import { call } from '../../../lib/call';
import { adminLoyaltyKeys } from './keys';

export const useLoyaltySettingsAdmin = () =>
  useQuery({ queryKey: adminLoyaltyKeys.settings, queryFn: ({ signal }) => call(endpoints.getLoyaltySettings, { signal }) });
export const useVipLevelsAdmin = () => useQuery({ queryKey: adminLoyaltyKeys.vipLevels, queryFn: ({ signal }) => call(endpoints.listVipLevels, { signal }) });
export const useMissionsAdmin = () => useQuery({ queryKey: adminLoyaltyKeys.missions, queryFn: ({ signal }) => call(endpoints.listMissions, { signal }) });
export const useLiability = () => useQuery({ queryKey: adminLoyaltyKeys.liability, queryFn: ({ signal }) => call(endpoints.getLiability, { signal }) });
export const useLoyaltyCustomers = (q: string, page: number) =>
  useQuery({
    queryKey: adminLoyaltyKeys.customers(q, page),
    queryFn: ({ signal }) => call(endpoints.listLoyaltyCustomers, { signal, query: { q: q || undefined, page } }),
    placeholderData: keepPreviousData,
  });
export const useCustomerLedger = (customerId: number, page: number) =>
  useQuery({
    queryKey: adminLoyaltyKeys.ledger(customerId, page),
    queryFn: ({ signal }) => call(endpoints.listCustomerTransactions, { params: { id: customerId }, signal, query: { page } }),
  });
export const useAllVouchers = (status: string, q: string) =>
  useQuery({
    queryKey: adminLoyaltyKeys.vouchers(status, q),
    queryFn: ({ signal }) => call(endpoints.listVouchers, { signal, query: { status: VOUCHER_STATUSES.find((s) => s === status), q: q || undefined } }),
    placeholderData: keepPreviousData,
  });

function useAdminWrite<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminLoyaltyKeys.all }) });
}

export const useSaveSettings = () => useAdminWrite((input: LoyaltySettingsInput) => call(endpoints.updateLoyaltySettings, { body: input }));
export const useSaveVipLevel = () =>
  useAdminWrite(({ id, input }: { id?: number; input: z.input<typeof VipLevelInput> }) =>
    id === undefined ? call(endpoints.createVipLevel, { body: input }) : call(endpoints.updateVipLevel, { params: { id }, body: input }),
  );
export const useSaveMission = () =>
  useAdminWrite(({ id, input }: { id?: number; input: z.input<typeof MissionInput> }) =>
    id === undefined ? call(endpoints.createMission, { body: input }) : call(endpoints.updateMission, { params: { id }, body: input }),
  );
export const useToggleMission = () =>
  useAdminWrite(({ id, actif }: { id: number; actif: boolean }) => call(endpoints.patchMission, { params: { id }, body: { actif } }));
export const useAdjustPoints = () =>
  useAdminWrite(({ customerId, input }: { customerId: number; input: AdjustmentInput }) =>
    call(endpoints.adjustCustomerPoints, { params: { id: customerId }, body: input }),
  );
