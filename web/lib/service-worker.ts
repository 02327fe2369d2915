/**
 * Registers the shop's service worker (web/sw.ts) once the page has loaded, so it never competes with the
 * first paint. Production builds only: the dev server has no worker. The back-office is controlled too
 * (one scope), but the worker answers none of its pages or calls from a cache.
 *
 * The page that installs the worker is not controlled by it when it loads: its own address and the
 * pictures it showed went by the worker unseen. Once the worker is active, that page sends them
 * (`keep-seen`) and the worker keeps them, so a first visit is enough for the menu to open offline.
 */
export interface KeepSeenMessage {
  type: 'keep-seen';
  urls: string[];
}

/** This page's address and what it loaded (the worker keeps only the shop's pages and pictures of them). */
function seenUrls(): string[] {
  const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
  return [location.href, ...loaded];
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  const controlled = container.controller !== null;
  const register = () => {
    container
      .register('/sw.js', { scope: '/' })
      .then(async () => {
        if (controlled) return;
        const registration = await container.ready;
        const message: KeepSeenMessage = { type: 'keep-seen', urls: seenUrls() };
        registration.active?.postMessage(message);
      })
      .catch((error: unknown) => console.warn('Service worker non enregistré', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
