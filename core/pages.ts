/**
 * The pages the web app answers, for the server: a known path is answered 200 with the app, any other
 * path 404 with the app's not-found page (no soft 404); only the home page is meant for search engines.
 * The patterns are web/config/paths.ts's (a server test checks that every one of them is known here).
 * Also the one title rule of every page, used by index.html's head and by the document title in the browser.
 */
const PAGE_PATTERNS: readonly RegExp[] = [
  /^\/$/,
  /^\/auth\/(magic|client|magic-link-sent|signup-confirmation|email-verification|forgot-password|reset-password)$/,
  /^\/onboarding$/,
  /^\/account$/,
  /^\/order-success(\/[^/]+)?$/,
  /^\/order-tracking(\/[^/]+)?$/,
  /^\/payment-(success|failed)\/[^/]+$/,
  // The back-office answers every path under /admin (unknown ones go to its dashboard).
  /^\/admin(\/.*)?$/,
];

/** Whether `pathname` (no query string, decoded or not, with or without a trailing slash) is a page of the app. */
export function isPagePath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGE_PATTERNS.some((pattern) => pattern.test(path));
}

/** Only the home page is indexed; account, order, payment, sign-in and back-office pages are not. */
export function isIndexablePath(pathname: string): boolean {
  return pathname === '/' || pathname === '';
}

/** A page's title: "Mon compte | Sakura Sushi"; the home page's says what the restaurant is. */
export function pageTitle(siteName: string, title?: string): string {
  return title ? `${title} | ${siteName}` : `${siteName} | Restaurant japonais, sushis en livraison et à emporter`;
}

/**
 * Shop pages the service worker may answer from its cache when there is no network. Never the
 * back-office, the payment pages (a payment's state must be the server's) or the sign-in link page.
 */
export function isOfflinePage(pathname: string): boolean {
  return isPagePath(pathname) && !/^\/(admin|payment-|auth\/magic)/.test(pathname);
}
