/**
 * Where the sign-in flow sends a browser (customer-shop §2 Protected-route wrapper, back-office §6):
 * which URLs the guard leaves alone, and where a fresh session lands. Pure, so the guard, the magic
 * page and the tests read one rule.
 */
import { isSafeRedirectPath } from './redirect';

/** Query parameters of an auth callback: the page is about to spend them, so no redirect away. */
const TOKEN_PARAMS = ['token', 'access_token', 'token_hash', 'code'] as const;

export function hasAuthTokenInUrl(search: string, hash = ''): boolean {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  return TOKEN_PARAMS.some((key) => query.has(key) || fragment.has(key));
}

/** True when the protected-route wrapper must not send this URL to sign-in. */
export function isAuthRedirectExempt(location: { pathname: string; search: string; hash?: string }): boolean {
  return location.pathname === '/onboarding' || hasAuthTokenInUrl(location.search, location.hash);
}

function isAuthPage(pathname: string): boolean {
  return pathname === '/auth' || pathname.startsWith('/auth/');
}

/**
 * After sign-in: the stored intended route, else the ?redirect= parameter, else home. A target that
 * is itself an auth page (or unsafe) is replaced by home, so a session never lands on a sign-in form.
 */
export function postSignInTarget(options: { intendedRoute?: string | null; redirectParam?: string | null }): string {
  for (const candidate of [options.intendedRoute, options.redirectParam]) {
    if (isSafeRedirectPath(candidate) && !isAuthPage(candidate.split(/[?#]/)[0]!)) return candidate;
  }
  return '/';
}

/** After a magic link: the server's redirect wins, then the stored route, then home. */
export function postMagicLinkTarget(options: { serverRedirect?: string | null; intendedRoute?: string | null }): string {
  return postSignInTarget({ intendedRoute: options.serverRedirect, redirectParam: options.intendedRoute });
}

export type StaffAccess = 'loading' | 'sign-in' | 'shop' | 'rider' | 'denied' | 'allowed';

/**
 * The back-office frame's decision (back-office §2, §6): no session → /admin/login; a customer →
 * the shop; a rider ('livreur') → its own page; a signed-in user with neither a customer row nor a staff role →
 * the access-denied text.
 */
export function staffAccess(
  me: { userType: 'admin_user' | 'client' | 'none'; role: string | null; signedIn: boolean; livreur?: boolean } | undefined,
): StaffAccess {
  if (!me) return 'loading';
  if (!me.signedIn) return 'sign-in';
  if (me.livreur) return 'rider';
  if (me.userType === 'client') return 'shop';
  if (me.userType === 'admin_user' && (me.role === 'admin' || me.role === 'operator')) return 'allowed';
  return 'denied';
}
