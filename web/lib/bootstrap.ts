/**
 * The server inlines the public catalogue into index.html (`<!--app-bootstrap-->`), so the menu paints
 * without an API round trip. server/modules/web/web-plugin.ts writes it as a JSON data block,
 * `<script type="application/json" id="__BOOTSTRAP__">`, because the CSP forbids inline scripts;
 * `window.__BOOTSTRAP__` is honoured too (tests, other hosts). In Vite dev neither exists and the
 * catalogue is fetched instead.
 */
import type { PublicCatalog } from '@core/catalog';

declare global {
  interface Window {
    __BOOTSTRAP__?: PublicCatalog;
  }
}

const ELEMENT_ID = '__BOOTSTRAP__';

let parsed: { value: PublicCatalog | undefined } | undefined;

function parseDataBlock(): PublicCatalog | undefined {
  const text = document.getElementById(ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PublicCatalog;
  } catch {
    return undefined; // a broken block only costs the API call
  }
}

export function readBootstrap(): PublicCatalog | undefined {
  if (typeof window === 'undefined') return undefined;
  // An element with id __BOOTSTRAP__ is also reachable as window.__BOOTSTRAP__ (named access): skip it.
  const global: unknown = window.__BOOTSTRAP__;
  if (global && !(global instanceof Element)) return global as PublicCatalog;
  parsed ??= { value: parseDataBlock() };
  return parsed.value;
}
