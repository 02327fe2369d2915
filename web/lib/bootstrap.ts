/**
 * The server inlines the public catalogue into index.html (`<!--app-bootstrap-->`) as
 * `window.__BOOTSTRAP__`, so the menu paints without an API round trip. In dev (Vite alone) it is absent
 * and the catalogue is fetched instead.
 */
import type { PublicCatalog } from '@core/catalog';

declare global {
  interface Window {
    __BOOTSTRAP__?: PublicCatalog;
  }
}

export function readBootstrap(): PublicCatalog | undefined {
  return typeof window === 'undefined' ? undefined : window.__BOOTSTRAP__;
}
