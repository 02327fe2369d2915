/** POST /api/verify-access: the testers' password of the access gate's screen. */
import { VerifyAccessInput, VerifyAccessView } from '../schemas/access-gate';
import type { Endpoint } from './endpoint';

export const verifyAccess = {
  method: 'POST',
  path: '/api/verify-access',
  body: VerifyAccessInput,
  responses: { 200: VerifyAccessView },
  errors: ['ACCESS_PASSWORD_WRONG'],
} as const satisfies Endpoint;
