import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter, loadMatchedRoutes } from './app/router';
import { installGlobalLogging } from './lib/logger';
import { registerServiceWorker } from './lib/service-worker';
import './styles.css';

installGlobalLogging();
registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('Élément #root introuvable');

function mount(root: HTMLElement) {
  // The server answered this page with the access gate (server/modules/access-gate/access-gate-plugin.ts): only its screen,
  // loaded on demand (its data is checked with zod, which the shop's first screen does without).
  if (document.getElementById('__GATE__')) {
    void Promise.all([import('./features/access-gate/read-gate-data'), import('./features/access-gate/gate-root')]).then(([{ readGateData }, { GateRoot }]) => {
      const gate = readGateData();
      if (!gate) return mountShop(root);
      createRoot(root).render(
        <StrictMode>
          <GateRoot data={gate} />
        </StrictMode>,
      );
    });
    return;
  }
  mountShop(root);
}

function mountShop(root: HTMLElement) {
  // The page's own chunk first (preloaded by the server's HTML): the first render is the page, not a spinner.
  void loadMatchedRoutes(window.location.pathname).then(() => renderShop(root));
}

function renderShop(root: HTMLElement) {
  // The first render is a transition: React renders the page (hero and the whole menu) in slices of a
  // few milliseconds instead of one long task, so a phone's main thread stays free for input while the
  // menu mounts (Lighthouse's Total Blocking Time, docs/performance.md).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <AppRouter />
        </AppProviders>
      </StrictMode>,
    );
  });
}

// On the home page and the sign-in pages the server wrote a first frame into #root (the hero photo, the
// sign-in card: server/modules/catalog/web-plugin.ts):
// let the browser paint it before React's work starts (one frame at most), then React replaces it.
if (container.firstElementChild && document.visibilityState === 'visible') {
  requestAnimationFrame(() => setTimeout(() => mount(container), 0));
} else {
  mount(container);
}
