/** Staff password sign-in, forgotten password and reset (docs/api.md, Accounts). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasswordSignInInput, ResetPasswordInput } from '@core/schemas/auth';
import * as auth from '@core/contracts/auth';
import { call } from '../../../lib/call';
import { refreshSession } from '../../../lib/session';

export function useSignInWithPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PasswordSignInInput) => {
      await call(auth.signInWithPassword, { body: input });
      // The caller routes by user type, so the fresh session is read before returning.
      return refreshSession(queryClient);
    },
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: (email: string) => call(auth.forgotPassword, { body: { email } }) });
}

export function useResetPassword() {
  return useMutation({ mutationFn: (input: ResetPasswordInput) => call(auth.resetPassword, { body: input }) });
}
