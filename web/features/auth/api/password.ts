/** Staff password sign-in, forgotten password and reset (docs/api.md, Accounts). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasswordSignInInput, ResetPasswordInput } from '@core/schemas/auth';
import { api } from '../../../lib/api-client';
import { refreshSession } from '../../../lib/session';
import type { OkView } from '@core/api-views';

export function useSignInWithPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PasswordSignInInput) => {
      await api.post<OkView>('/api/auth/sign-in/password', input);
      // The caller routes by user type, so the fresh session is read before returning.
      return refreshSession(queryClient);
    },
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: (email: string) => api.post<OkView>('/api/auth/forgot-password', { email }) });
}

export function useResetPassword() {
  return useMutation({ mutationFn: (input: ResetPasswordInput) => api.post<OkView>('/api/auth/reset-password', input) });
}
