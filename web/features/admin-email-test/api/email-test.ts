/** /api/admin/email-test/*: history, test send, provider test, configuration, authentication e-mails. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AuthEmailTestInput,
  AuthEmailTestView,
  EmailConfigInput,
  EmailConfigView,
  EmailHistoryView,
  ProviderTestView,
  TestEmailResultView,
} from '@core/schemas/diagnostics';
import type { TestEmailInput } from '@core/schemas/test-email';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const emailTestKeys = queryKeys.emailTest;

export function useEmailHistory() {
  return useQuery({
    queryKey: emailTestKeys.history,
    queryFn: async ({ signal }) =>
      (
        await api.get<EmailHistoryView>('/api/admin/email-test/history', {
          signal,
        })
      ).history,
  });
}

export function useSendTestEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TestEmailInput) => api.post<TestEmailResultView>('/api/admin/email-test/send', input),
    // A failed send is in the history too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailTestKeys.history }),
  });
}

export function useTestProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { provider: string; test_email: string }) => api.post<ProviderTestView>('/api/admin/email-test/provider', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailTestKeys.history }),
  });
}

export function useEmailConfig() {
  return useQuery({
    queryKey: emailTestKeys.config,
    queryFn: ({ signal }) => api.get<EmailConfigView>('/api/admin/email-test/config', { signal }),
  });
}

export function useSaveEmailConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EmailConfigInput) => api.put<EmailConfigView>('/api/admin/email-test/config', input),
    onSuccess: (saved) => queryClient.setQueryData(emailTestKeys.config, saved),
  });
}

export function useSendAuthTestEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AuthEmailTestInput) => api.post<AuthEmailTestView>('/api/admin/email-test/auth', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailTestKeys.history }),
  });
}
