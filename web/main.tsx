import '@core/zod-fr';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { readGateData } from './features/access-gate/read-gate-data';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Élément #root introuvable');

function mount(root: HTMLElement) {
  // The server answered this page with the access gate (server/plugins/access-gate.ts): only its screen.
  const gate = readGateData();
  if (gate) {
    void import('./features/access-gate/gate-root').then(({ GateRoot }) =>
      createRoot(root).render(
        <StrictMode>
          <GateRoot data={gate} />
        </StrictMode>,
      ),
    );
    return;
  }
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

// On the home page the server wrote a first frame into #root (the hero photo, server/plugins/web.ts):
// let the browser paint it before React's work starts (one frame at most), then React replaces it.
if (container.firstElementChild && document.visibilityState === 'visible') {
  requestAnimationFrame(() => setTimeout(() => mount(container), 0));
} else {
  mount(container);
}
