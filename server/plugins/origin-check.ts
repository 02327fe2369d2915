/**
 * Cross-site request forgery guard: a POST, PUT, PATCH or DELETE is refused (403) unless it comes from
 * PUBLIC_URL or a trusted origin. Evidence, in order: the Origin header; when it is absent or "null"
 * (a browser sends "null" for a same-origin form POST under our `Referrer-Policy: no-referrer`), the
 * browser's own Sec-Fetch-Site, accepted when 'same-origin'; then the Referer. A request with none of them comes from
 * a non-browser client and is let through only when it carries no cookie, i.e. no ambient authority to
 * abuse. GET never changes state, so it is not checked.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';

const CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return 'invalid';
  }
}

export const originCheckPlugin = fp(
  async function originCheck(app: FastifyInstance, opts: { trustedOrigins: string[] }) {
    const trusted = new Set(opts.trustedOrigins.map((o) => originOf(o)).filter((o): o is string => Boolean(o)));
    app.addHook('onRequest', async (request) => {
      if (!CHANGING.has(request.method)) return;
      const header = request.headers.origin;
      if (header && header !== 'null') {
        if (!trusted.has(originOf(header) ?? '')) throw new AppError('ORIGIN_REFUSED');
        return;
      }
      const site = request.headers['sec-fetch-site'];
      if (site) {
        if (site !== 'same-origin') throw new AppError('ORIGIN_REFUSED');
        return;
      }
      const origin = originOf(request.headers.referer);
      if (origin === null) {
        if (request.headers.cookie) throw new AppError('ORIGIN_REFUSED');
        return;
      }
      if (!trusted.has(origin)) throw new AppError('ORIGIN_REFUSED');
    });
  },
  { name: 'origin-check' },
);
