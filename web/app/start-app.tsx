/**
 * The app itself, loaded by the boot entry (web/main.tsx) with a dynamic import: React, the providers, the
 * router, logging, the service worker and the access gate. It hydrates a page the server rendered, and
 * renders the others.
 */
import '../lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './providers';
import { AppRouter, loadMatchedRoutes } from './router';
import { installGlobalLogging } from '../lib/logger';
import { registerServiceWorker } from '../lib/service-worker';

declare global {
  interface Window {
    /** Set by the server-rendered page's inline script (server/modules/web/server-render.ts): stops holding taps, returns the last one. */
    __takeEarlyTap?: () => Element | null;
  }
}

export function startApp(root: HTMLElement): void {
  installGlobalLogging();
  registerServiceWorker();
  // The server answered this page with the access gate (server/modules/access-gate/access-gate-plugin.ts): only its screen,
  // loaded on demand (its data is checked with zod, which the shop's first screen does without).
  if (document.getElementById('__GATE__')) {
    void Promise.all([import('../features/access-gate/read-gate-data'), import('../features/access-gate/gate-root')]).then(
      ([{ readGateData }, { GateRoot }]) => {
        const gate = readGateData();
        if (!gate) return mountShop(root);
        createRoot(root).render(
          <StrictMode>
            <GateRoot data={gate} />
          </StrictMode>,
        );
      },
    );
    return;
  }
  mountShop(root);
}

function mountShop(root: HTMLElement) {
  // The page's own chunk first (the boot entry started its download beside this module's): the first render
  // is the page, not a spinner.
  void loadMatchedRoutes(window.location.pathname).then(() => renderShop(root));
}

function renderShop(root: HTMLElement) {
  const app = (
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>
  );
  // The server drew this page from these same components (web/entry-server.tsx): React takes it over as it
  // is, section by section (each menu section is a Suspense boundary, hydrated on its own; a tap on one not
  // yet hydrated hydrates it first and is then replayed).
  if (root.dataset.ssr !== undefined) {
    hydrateRoot(root, app);
    // A tap made before now, held by the page: React, listening from here on, hydrates its part first and answers it.
    const tap = window.__takeEarlyTap?.();
    if (tap instanceof HTMLElement && tap.isConnected) tap.click();
    return;
  }
  // The first render is a transition: React renders the page (hero and the whole menu) in slices of a
  // few milliseconds instead of one long task, so a phone's main thread stays free for input while the
  // menu mounts (Lighthouse's Total Blocking Time, docs/performance.md).
  startTransition(() => {
    createRoot(root).render(app);
  });
}
