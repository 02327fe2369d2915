/** GET/PUT /api/me/message-consent: the customer's choice of channel for order messages. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as messages from '@core/contracts/messages';
import type { CanalMessages, MessageLanguage } from '@core/customer-messages';
import { call } from '../../../lib/call';

/** Under 'me': dropped with the session on sign-out. */
const consentKey = ['me', 'message-consent'] as const;

export function useMessageConsent(enabled = true) {
  return useQuery({ queryKey: consentKey, queryFn: ({ signal }) => call(messages.getMessageConsent, { signal }), enabled });
}

export function useSaveMessageConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { canal: CanalMessages; langue?: MessageLanguage; source: 'checkout' | 'profil' }) => call(messages.saveMessageConsent, { body }),
    onSuccess: (view) => queryClient.setQueryData(consentKey, view),
  });
}
