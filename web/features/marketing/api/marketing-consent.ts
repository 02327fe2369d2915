/** The customer's marketing consent (/api/me/marketing-consent) and the unsubscribe link's page (/api/marketing/unsubscribe). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as marketing from '@core/contracts/marketing';
import type { MarketingChannel } from '@core/marketing';
import { call } from '../../../lib/call';

/** Under 'me': dropped with the session on sign-out. */
const consentKey = ['me', 'marketing-consent'] as const;

export function useMarketingConsent(enabled = true) {
  return useQuery({ queryKey: consentKey, queryFn: ({ signal }) => call(marketing.getMarketingConsent, { signal }), enabled, retry: false });
}

export function useSaveMarketingConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<Record<MarketingChannel, boolean>> & { source: 'profil' | 'suivi' }) => call(marketing.saveMarketingConsent, { body }),
    onSuccess: (view) => queryClient.setQueryData(consentKey, view),
  });
}

export function useUnsubscribeLink(token: string) {
  return useQuery({
    queryKey: ['unsubscribe', token],
    queryFn: ({ signal }) => call(marketing.getUnsubscribe, { query: { t: token }, signal }),
    enabled: token.length > 0,
    retry: false,
  });
}

export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(marketing.unsubscribe, { query: { t: token }, body: {} }),
    onSuccess: (view) => queryClient.setQueryData(['unsubscribe', token], view),
  });
}
