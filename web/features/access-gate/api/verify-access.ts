/** POST /api/verify-access: the testers' password; the server sets the HttpOnly grant cookie when right. */
import { useMutation } from '@tanstack/react-query';
import { verifyAccess as verifyAccessEndpoint } from '@core/contracts/access-gate';
import type { VerifyAccessInput, VerifyAccessView } from '@core/schemas/access-gate';
import { call } from '../../../lib/call';

function verifyAccess(input: VerifyAccessInput): Promise<VerifyAccessView> {
  return call(verifyAccessEndpoint, { body: input });
}

export function useVerifyAccess() {
  return useMutation({ mutationFn: verifyAccess });
}
