/**
 * The boot entry: the only script index.html loads, a few hundred bytes. On the home page the server
 * rendered the page itself from the app's components (web/entry-server.tsx): the app is loaded at once and
 * hydrates it. On the other customer pages the server wrote the page's first frame into #root (the hero photo, the sign-in card, the account's greeting, the order's status:
 * server/modules/web/first-frames.ts); the app (React, the router, the page's chunk, about 200 KB of
 * JavaScript) is only fetched once that frame has painted, and on the home page once the hero photo has
 * arrived, so on a slow phone the content and the photo get the bandwidth first (docs/decisions.md).
 * A page without a frame (the back-office, the access gate, a page drawn only by React) loads the app at once.
 */
import './styles.css';

/** A slow hero photo never holds the app back longer than this. */
const HERO_WAIT_MS = 2500;

const container = document.getElementById('root');
if (!container) throw new Error('Élément #root introuvable');

/** The page's route chunks, named by the server without fetching them (server/modules/web/web-plugin.ts). */
function preloadRouteChunks(): void {
  const names = document.querySelector<HTMLMetaElement>('meta[name="route-chunks"]')?.content ?? '';
  for (const href of names.split(/\s+/).filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

function start(root: HTMLElement): void {
  preloadRouteChunks();
  void import('./app/start-app').then(({ startApp }) => startApp(root));
}

/** Resolves when the frame's hero photo has loaded or failed, or after HERO_WAIT_MS. */
function heroSettled(root: HTMLElement): Promise<void> {
  const hero = root.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!hero || hero.complete) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => resolve();
    hero.addEventListener('load', done, { once: true });
    hero.addEventListener('error', done, { once: true });
    setTimeout(done, HERO_WAIT_MS);
  });
}

if (container.dataset.ssr !== undefined && (container.dataset.ssr !== window.location.pathname || !document.getElementById('__BOOTSTRAP__'))) {
  // Another page's rendering (offline, the service worker answers an unvisited page with the home page's
  // copy), or a page without the catalogue it was rendered from: the app draws this page itself.
  container.replaceChildren();
  delete container.dataset.ssr;
  window.__takeEarlyTap?.();
}
if (container.dataset.ssr !== undefined) {
  // The server rendered this page from the app's components: hydrate it at once, the photo waits for nothing.
  start(container);
} else if (container.firstElementChild && document.visibilityState === 'visible') {
  // Let the browser paint the frame (and the photo) first: one animation frame, then a task after it.
  void heroSettled(container).then(() => requestAnimationFrame(() => setTimeout(() => start(container), 0)));
} else {
  start(container);
}
