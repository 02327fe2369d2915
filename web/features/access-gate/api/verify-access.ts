/** POST /api/verify-access: the testers' password; the server sets the HttpOnly grant cookie when right. */
import { useMutation } from '@tanstack/react-query';
import type { VerifyAccessInput, VerifyAccessView } from '@core/schemas/access-gate';
import { request } from '../../../lib/api-client';

export function verifyAccess(input: VerifyAccessInput): Promise<VerifyAccessView> {
  return request<VerifyAccessView>('POST', '/api/verify-access', { body: input });
}

export function useVerifyAccess() {
  return useMutation({ mutationFn: verifyAccess });
}
