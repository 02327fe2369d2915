/**
 * The web build's server rendering (web/entry-server.tsx, built by `vite build --ssr` into the web build's
 * hidden `.ssr` folder): the shop's pages drawn from the app's own components, hydrated by the browser.
 * A build without it (Vite dev, the server tests' stand-in build) serves the pages client-rendered.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PublicCatalog } from '@core/catalog';

export interface ServerRender {
  renderPage(pathname: string, catalog: PublicCatalog, moment: Date): Promise<string | null>;
}

/** The folder of the server rendering in a web build; never served (web-plugin.ts). */
export const SSR_DIR = '.ssr';

export async function loadServerRender(webDistDir: string): Promise<ServerRender | null> {
  const entry = path.join(webDistDir, SSR_DIR, 'entry-server.js');
  if (!existsSync(entry)) return null;
  return (await import(pathToFileURL(entry).href)) as ServerRender;
}

/** The minute a shared page is rendered for: the menu and the offers follow the clock, the page is drawn again each minute at most. */
export function renderMinute(now: number): number {
  return now - (now % 60_000);
}
