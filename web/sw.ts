/// <reference lib="webworker" />
/**
 * The shop's service worker (issue 24, "an app that survives a bad network"), built by vite-plugin-pwa
 * (injectManifest) into dist/web/sw.js:
 * - the entry scripts and styles are precached; the lazy chunks, the menu's images, the catalogue and the
 *   manifest are kept as they are used, so after one visit the menu, its pictures and the cart open
 *   without a network;
 * - shop pages are fetched from the network first (fresh whenever there is one) and, offline, answered
 *   from the last copy (or the home page's, the app routes by itself);
 * - the back-office, the payment pages, the sign-in link page and every other API call are never answered
 *   from a cache;
 * - a new release takes over at once (skipWaiting, clientsClaim) and removes the old precache: no refresh
 *   loop, and a page of the old release reloads a chunk that went away (web/components/errors/route-error.tsx).
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { isOfflinePage } from '@core/pages';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const PAGES = 'pages';
const sameOrigin = (url: URL) => url.origin === self.location.origin;
const ok = new CacheableResponsePlugin({ statuses: [200] });
/** A signed-in page's HTML carries its requester's own data (`no-store`): never kept for a later visitor of this device. */
const notPersonal = {
  cacheWillUpdate: async ({ response }: { response: Response }) => (/no-store/.test(response.headers.get('cache-control') ?? '') ? null : response),
};

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && isOfflinePage(url.pathname),
  new NetworkFirst({ cacheName: PAGES, networkTimeoutSeconds: 6, plugins: [ok, notPersonal, new ExpirationPlugin({ maxEntries: 30 })] }),
);
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: 'assets', plugins: [ok, new ExpirationPlugin({ maxEntries: 120 })] }),
);
registerRoute(
  ({ request, url }) => sameOrigin(url) && request.destination === 'image',
  new CacheFirst({ cacheName: 'images', plugins: [ok, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 })] }),
);
registerRoute(
  ({ request, url }) => request.method === 'GET' && sameOrigin(url) && ['/api/catalog', '/manifest.webmanifest'].includes(url.pathname),
  new StaleWhileRevalidate({ cacheName: 'catalog', plugins: [ok] }),
);

// A shop page never visited, offline: the home page's copy (the app routes by the address).
setCatchHandler(async ({ request, url }) => {
  if (request.mode === 'navigate' && url && isOfflinePage(url.pathname)) {
    const home = await caches.match('/', { cacheName: PAGES, ignoreSearch: true });
    if (home) return home;
  }
  return Response.error();
});
