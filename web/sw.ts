/// <reference lib="webworker" />
/**
 * The shop's service worker, built by vite-plugin-pwa
 * (injectManifest) into dist/web/sw.js:
 * - the entry scripts and styles are precached with the lazy chunks of the shop's pages; pictures are
 *   kept as they are used (files that never change: served from the cache first);
 * - data that changes live (the catalogue and its settings, the payment modes, the manifest) and shop pages
 *   come from the network first whenever there is one, and from the last copy only when it fails: an open
 *   page refetching the catalogue after a live change gets the change, never the copy before it;
 * - the first visit is kept too, although the page that installs the worker is not yet controlled by it:
 *   on install the worker stores the home page (its anonymous copy, which holds nobody's data), the
 *   catalogue and the payment modes, and that page then sends the addresses of its pictures and its own
 *   (web/lib/service-worker.ts), so after one visit the menu, its pictures, the cart and a cash checkout open
 *   without a network;
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
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { isOfflinePage } from '@core/pages';
import type { KeepSeenMessage } from './lib/service-worker';

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

const pages = new NetworkFirst({ cacheName: PAGES, networkTimeoutSeconds: 6, plugins: [ok, notPersonal, new ExpirationPlugin({ maxEntries: 30 })] });
const images = new CacheFirst({ cacheName: 'images', plugins: [ok, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 })] });
/** Public data that staff change while pages are open: the network's answer whenever there is one. */
const LIVE_DATA = ['/api/catalog', '/api/payment-modes', '/manifest.webmanifest'];
const liveData = new NetworkFirst({ cacheName: 'catalog', networkTimeoutSeconds: 6, plugins: [ok] });

registerRoute(({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && isOfflinePage(url.pathname), pages);
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: 'assets', plugins: [ok, new ExpirationPlugin({ maxEntries: 120 })] }),
);
registerRoute(({ request, url }) => sameOrigin(url) && request.destination === 'image', images);
registerRoute(({ request, url }) => request.method === 'GET' && sameOrigin(url) && LIVE_DATA.includes(url.pathname), liveData);

/**
 * What a first visit needs offline, stored at install: the home page as an anonymous visitor gets it (a
 * signed-in visitor's own page is never kept), the catalogue and the payment modes the checkout offers.
 * A failure (no network right then) leaves the worker installed: these are kept again as they are used.
 */
self.addEventListener('install', (event) => {
  const keep = (strategy: NetworkFirst, request: Request) => strategy.handle({ request, event }).catch(() => undefined);
  event.waitUntil(
    Promise.all([
      keep(pages, new Request('/', { credentials: 'omit' })),
      ...LIVE_DATA.filter((path) => path !== '/manifest.webmanifest').map((path) => keep(liveData, new Request(path))),
    ]),
  );
});

function parseUrl(href: unknown): URL | null {
  try {
    return typeof href === 'string' ? new URL(href) : null;
  } catch {
    return null;
  }
}

/** What the page that installed the worker showed before the worker saw its requests (web/lib/service-worker.ts). */
const PICTURE = /\.(avif|webp|png|jpe?g|gif|svg)$/i;
const MAX_KEPT = 120;

self.addEventListener('message', (event) => {
  const data = event.data as Partial<KeepSeenMessage> | null;
  if (data?.type !== 'keep-seen' || !Array.isArray(data.urls)) return;
  const kept = data.urls.slice(0, MAX_KEPT).flatMap((href) => {
    const url = parseUrl(href);
    if (!url || !sameOrigin(url)) return [];
    if (PICTURE.test(url.pathname)) return [images.handle({ request: new Request(url), event })];
    if (isOfflinePage(url.pathname)) return [pages.handle({ request: new Request(url), event })];
    return [];
  });
  event.waitUntil(Promise.allSettled(kept));
});

// A shop page never visited, offline: the home page's copy (the app routes by the address).
setCatchHandler(async ({ request, url }) => {
  if (request.mode === 'navigate' && url && isOfflinePage(url.pathname)) {
    const home = await caches.match('/', { cacheName: PAGES, ignoreSearch: true });
    if (home) return home;
  }
  return Response.error();
});
