/** The customer's loyalty: GET /api/me/loyalty, its ledger, missions and vouchers; claim and exchange. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClaimResult, CustomerMissionView, LoyaltySummaryView, LoyaltyTransactionsPage, VoucherExchangeResult, VoucherView } from '@core/schemas/loyalty';
import { api } from '../../../lib/api-client';
import { invalidateLoyalty, loyaltyKeys } from '../../../lib/loyalty-keys';

export function useLoyaltySummary() {
  return useQuery({ queryKey: loyaltyKeys.summary, queryFn: ({ signal }) => api.get<LoyaltySummaryView>('/api/me/loyalty', { signal }) });
}

export function useLoyaltyTransactions(page: number) {
  return useQuery({
    queryKey: loyaltyKeys.transactions(page),
    queryFn: ({ signal }) => api.get<LoyaltyTransactionsPage>('/api/me/loyalty/transactions', { signal, query: { page } }),
    placeholderData: keepPreviousData,
  });
}

export function useMissions() {
  return useQuery({ queryKey: loyaltyKeys.missions, queryFn: ({ signal }) => api.get<CustomerMissionView[]>('/api/me/loyalty/missions', { signal }) });
}

export function useVouchers(enabled = true) {
  return useQuery({ queryKey: loyaltyKeys.vouchers, queryFn: ({ signal }) => api.get<VoucherView[]>('/api/me/vouchers', { signal }), enabled });
}

export function useClaimMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (progressId: number) => api.post<ClaimResult>(`/api/me/loyalty/missions/${progressId}/claim`, {}),
    onSettled: () => invalidateLoyalty(queryClient),
  });
}

export function useExchangePoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (points: number) => api.post<VoucherExchangeResult>('/api/me/vouchers/exchange', { points }),
    onSuccess: () => invalidateLoyalty(queryClient),
  });
}
