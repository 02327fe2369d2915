/**
 * The rate limits of the e-mailed-link endpoints: sign-in and sign-up links, password reset (modules/auth)
 * and the e-mail change (modules/accounts); password sign-in counts failures instead
 * (modules/auth/failed-sign-ins.ts). The 60 s per-address cooldown is the resend button's, enforced here as well.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isValidEmail, normalizeEmail } from '@core/email';
import { RESEND_COOLDOWN_S } from '@core/limits';

/** The body's e-mail, normalised, or null when it is not one (validation will refuse it). */
function bodyEmail(request: FastifyRequest): string | null {
  const email = (request.body as { email?: unknown } | null)?.email;
  return typeof email === 'string' && isValidEmail(email) ? normalizeEmail(email) : null;
}

export function linkLimits(app: FastifyInstance) {
  return {
    /** One e-mailed link per address per 60 s (magic links, password reset). */
    linkPerAddress: (name: string) => app.limit({ name: `${name}-address`, max: 1, windowS: RESEND_COOLDOWN_S, key: bodyEmail, error: 'LINK_COOLDOWN' }),
    /** E-mailed links asked from one IP: 10 per 15 minutes. */
    linkPerIp: app.limit({ name: 'link-ip', max: 10, windowS: 15 * 60, key: (r) => r.ip, error: 'TOO_MANY_LINK_REQUESTS' }),
  };
}
