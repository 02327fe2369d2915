/**
 * Where the app may send a browser after sign-in (?redirect=, intended_route): only paths of this
 * site. "//evil.example" and "/\evil.example" are protocol-relative to browsers, so they are refused
 * like absolute URLs; an open redirect would let a phishing link borrow our sign-in page.
 */

const MAX_REDIRECT_LENGTH = 2048;

export function isSafeRedirectPath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_REDIRECT_LENGTH) return false;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return false;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  return !/[\u0000-\u001f\u007f\\]/.test(value);
}

/** The path when safe, else the fallback (home by default). */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  return isSafeRedirectPath(value) ? value : fallback;
}
