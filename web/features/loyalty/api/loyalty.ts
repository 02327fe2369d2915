/** The customer's loyalty: GET /api/me/loyalty, its ledger, missions and vouchers; claim and exchange. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as loyalty from '@core/contracts/loyalty';
import { call } from '../../../lib/call';
import { invalidateLoyalty, loyaltyKeys } from '../../../lib/loyalty-keys';

export function useLoyaltySummary() {
  return useQuery({ queryKey: loyaltyKeys.summary, queryFn: ({ signal }) => call(loyalty.getLoyaltySummary, { signal }) });
}

export function useLoyaltyTransactions(page: number) {
  return useQuery({
    queryKey: loyaltyKeys.transactions(page),
    queryFn: ({ signal }) => call(loyalty.listLoyaltyTransactions, { signal, query: { page } }),
    placeholderData: keepPreviousData,
  });
}

export function useMissions() {
  return useQuery({ queryKey: loyaltyKeys.missions, queryFn: ({ signal }) => call(loyalty.listMissions, { signal }) });
}

export function useVouchers(enabled = true) {
  return useQuery({ queryKey: loyaltyKeys.vouchers, queryFn: ({ signal }) => call(loyalty.listVouchers, { signal }), enabled });
}

export function useClaimMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (progressId: number) => call(loyalty.claimMission, { params: { id: progressId }, body: {} }),
    onSettled: () => invalidateLoyalty(queryClient),
  });
}

export function useExchangePoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (points: number) => call(loyalty.exchangePoints, { body: { points } }),
    onSuccess: () => invalidateLoyalty(queryClient),
  });
}
