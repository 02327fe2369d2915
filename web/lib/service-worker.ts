/**
 * Registers the shop's service worker (web/sw.ts) once the page has loaded, so it never competes with the
 * first paint. Production builds only: the dev server has no worker. The back-office is controlled too
 * (one scope), but the worker answers none of its pages or calls from a cache.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => console.warn('Service worker non enregistré', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
