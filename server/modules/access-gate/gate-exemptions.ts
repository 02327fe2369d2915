/**
 * What stays reachable while the gate is on: the gate's own check, the files its page needs,
 * staff sign-in and the back-office (staff-guarded on its own), the password pages of invited staff, the
 * Konnect webhook and the health check. Everything else needs a grant or a session.
 */
const EXACT = new Set([
  'POST /api/verify-access',
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  // Guarded by METRICS_TOKEN on its own (plugins/metrics.ts).
  'GET /metrics',
  'GET /api/payments/konnect/webhook',
  'POST /api/payments/konnect/webhook',
  'POST /api/auth/sign-in/password',
  'POST /api/auth/sign-out',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'GET /api/me',
  'GET /auth/reset-password',
  'GET /robots.txt',
]);

const PREFIXES = ['/assets/', '/admin', '/api/admin/'];
const DEV_PREFIXES = ['/dev/', '/api/v2/'];

export function isGateExempt(method: string, url: string, options: { production: boolean; files: readonly (string | null)[] }): boolean {
  const path = url.split('?')[0]!;
  if (EXACT.has(`${method} ${path}`)) return true;
  if (PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`) || path === prefix))
    return true;
  if (!options.production && DEV_PREFIXES.some((prefix) => path.startsWith(prefix))) return true;
  // The gate page's own files: the favicon and logo of the settings, and root files such as favicon.ico.
  if (options.files.some((file) => file && file === path)) return true;
  return /^\/[^/]+\.(ico|png|svg|webmanifest)$/i.test(path);
}
