/** /api/admin/email-test/*: history, test send, provider test, configuration, authentication e-mails. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@core/contracts/email-test';
import type { AuthEmailTestInput, EmailConfigInput } from '@core/schemas/diagnostics';
import type { TestEmailInput } from '@core/schemas/test-email';
import { call } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';

const emailTestKeys = queryKeys.emailTest;

export function useEmailHistory() {
  return useQuery({
    queryKey: emailTestKeys.history,
    queryFn: async ({ signal }) => (await call(endpoints.getEmailHistory, { signal })).history,
  });
}

export function useSendTestEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TestEmailInput) => call(endpoints.sendTestEmail, { body: input }),
    // A failed send is in the history too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailTestKeys.history }),
  });
}

export function useTestProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { provider: string; test_email: string }) => call(endpoints.testEmailProvider, { body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailTestKeys.history }),
  });
}

export function useEmailConfig() {
  return useQuery({
    queryKey: emailTestKeys.config,
    queryFn: ({ signal }) => call(endpoints.getEmailConfig, { signal }),
  });
}

export function useSaveEmailConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EmailConfigInput) => call(endpoints.saveEmailConfig, { body: input }),
    onSuccess: (saved) => queryClient.setQueryData(emailTestKeys.config, saved),
  });
}

export function useSendAuthTestEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AuthEmailTestInput) => call(endpoints.sendAuthTestEmail, { body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailTestKeys.history }),
  });
}
