/**
 * Security headers from helmet's policy, computed once at start. Our policy has no per-request part
 * (no nonces: the inlined data is a JSON block, not a script, and the one inline script of a first frame
 * is static, allowed by its hash), and running helmet's middleware on every
 * request halved the throughput of the public endpoints (docs/performance.md).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

export interface SecurityHeadersOptions {
  /** HTTPS deployments also get HSTS and upgrade-insecure-requests. */
  https: boolean;
  /** Other origins images come from (the S3 bucket's public address). */
  imageOrigins?: string[];
  /** The hashes ('sha256-…') of the static inline scripts the pages carry (the first frames'). */
  scriptHashes?: string[];
}

function securityHeaders({ https, imageOrigins = [], scriptHashes = [] }: SecurityHeadersOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...scriptHashes],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', ...imageOrigins],
        'media-src': ["'self'", 'blob:'],
        'connect-src': ["'self'"],
        'font-src': ["'self'", 'data:'],
        'frame-ancestors': ["'none'"],
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https,
  });
  middleware({} as never, res as never, () => {});
  return headers;
}

/**
 * JSON answers are never rendered as a page: they get the short set OWASP recommends for APIs instead of
 * the page policy, which keeps a few hundred bytes off every API response.
 */
function apiSecurityHeaders(page: Record<string, string>): Record<string, string> {
  const keep = ['x-content-type-options', 'cross-origin-resource-policy', 'referrer-policy', 'strict-transport-security'];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    ...Object.fromEntries(Object.entries(page).filter(([name]) => keep.includes(name))),
  };
}

export const securityHeadersPlugin = fp(async function securityHeadersPlugin(app: FastifyInstance, opts: SecurityHeadersOptions) {
  const pageHeaders = securityHeaders(opts);
  const apiHeaders = apiSecurityHeaders(pageHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? apiHeaders : pageHeaders);
    done();
  });
});
