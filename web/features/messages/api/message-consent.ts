/** GET/PUT /api/me/message-consent: the customer's choice of channel for order messages. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CanalMessages, MessageConsentView, MessageLanguage } from '@core/customer-messages';
import { api } from '../../../lib/api-client';

export type ConsentView = MessageConsentView & { langue: MessageLanguage };

/** Under 'me': dropped with the session on sign-out. */
export const consentKey = ['me', 'message-consent'] as const;

export function useMessageConsent(enabled = true) {
  return useQuery({ queryKey: consentKey, queryFn: ({ signal }) => api.get<ConsentView>('/api/me/message-consent', { signal }), enabled });
}

export function useSaveMessageConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { canal: CanalMessages; langue?: MessageLanguage; source: 'checkout' | 'profil' }) =>
      api.put<ConsentView>('/api/me/message-consent', body),
    onSuccess: (view) => queryClient.setQueryData(consentKey, view),
  });
}
