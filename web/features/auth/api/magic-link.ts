/** Sending a sign-in / sign-up link and spending the e-mailed token (docs/api.md, Accounts). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MagicLinkInput } from '@core/schemas/auth';
import type { OkView, VerifyMagicLinkView } from '@core/api-views';
import * as auth from '@core/contracts/auth';
import { call } from '../../../lib/call';
import { refreshSession, type Me } from '../../../lib/session';

export type MagicLinkIntent = MagicLinkInput['intent'];

function sendMagicLink(input: { email: string; intent: MagicLinkIntent; redirect?: string; resend?: boolean }): Promise<OkView> {
  return call(auth.requestMagicLink, { body: input });
}

export function useSendMagicLink() {
  return useMutation({ mutationFn: sendMagicLink });
}

export type VerifyMagicLinkResult = VerifyMagicLinkView;

function verifyMagicLink(token: string): Promise<VerifyMagicLinkResult> {
  return call(auth.verifyMagicLink, { body: { token } });
}

/** Spends the token, then reads the new session: the page routes by it (onboarding or not). */
export function useVerifyMagicLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string): Promise<VerifyMagicLinkResult & { me: Me }> => {
      const result = await verifyMagicLink(token);
      const me = await refreshSession(queryClient);
      return { ...result, me };
    },
  });
}
