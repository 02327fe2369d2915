/** The marketing messages' frequency cap (GET/PUT /api/admin/marketing/settings; changed by an admin). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as marketing from '@core/contracts/marketing';
import { call } from '../../../lib/call';

const settingsKey = ['admin', 'marketing-settings'] as const;

export function useMarketingSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => call(marketing.getMarketingSettings, { signal }) });
}

export function useSaveMarketingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { plafond_jours: number }) => call(marketing.saveMarketingSettings, { body }),
    onSuccess: (view) => queryClient.setQueryData(settingsKey, view),
  });
}
