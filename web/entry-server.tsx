/**
 * The server's rendering of the shop's pages (Vite's SSR build, loaded by server/modules/web/web-plugin.ts):
 * the same routes, providers and components as the browser's app, rendered to HTML with the data the
 * server inlines into the page, so the browser hydrates them (web/app/start-app.tsx) instead of drawing
 * the page again. Bundled whole (React included): the server's production install has no web packages.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { PublicCatalog } from '@core/catalog';
import { AppProviders, createQueryClient } from './app/providers';
import { routes } from './app/router';
import { catalogQueryKey } from './features/catalog/api/get-catalog';
import { setRenderMoment } from './lib/use-menu-moment';

const handler = createStaticHandler(routes);

/**
 * The markup of #root for `pathname`, as everyone sees it: drawn from the public catalogue only (what
 * the browser alone knows, the session, the cart, the saved address, renders as its loading or empty
 * state, on both sides), with the menu read at `moment`. Null when the router answers otherwise (a redirect).
 */
export async function renderPage(pathname: string, catalog: PublicCatalog, moment: Date): Promise<string | null> {
  const context = await handler.query(new Request(new URL(pathname, 'http://shop.local')));
  if (context instanceof Response) return null;
  const client = createQueryClient();
  client.setQueryData(catalogQueryKey, catalog);
  setRenderMoment(moment);
  try {
    return renderToString(
      <StrictMode>
        <AppProviders client={client}>
          <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    );
  } finally {
    setRenderMoment(undefined);
    client.clear();
  }
}
