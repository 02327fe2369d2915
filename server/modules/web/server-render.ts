/**
 * The web build's server rendering (web/entry-server.tsx, built by `vite build --ssr` into the web build's
 * hidden `.ssr` folder): the shop's pages drawn from the app's own components, hydrated by the browser.
 * A build without it (Vite dev, the server tests' stand-in build) serves the pages client-rendered.
 */
import { createHash } from 'node:crypto';
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

/**
 * Taps made on a server-rendered page before the app has hydrated it (its scripts still downloading on a
 * slow phone): the page's markup is already there and looks ready, so the tap on a button or a link is
 * held instead of lost, and the app clicks it again once React has taken the page over
 * (web/app/start-app.tsx, replayEarlyTap), which then hydrates that part first. Only the last tap is kept.
 * Inline, in the page's head, before the markup: allowed by its hash in the Content-Security-Policy.
 */
export const EARLY_TAP_SCRIPT =
  '(function(){var t=null;function h(e){var b=e.target.closest&&e.target.closest("#root button,#root a[href]");' +
  'if(!b)return;e.preventDefault();e.stopPropagation();t=b}document.addEventListener("click",h,true);' +
  'window.__takeEarlyTap=function(){document.removeEventListener("click",h,true);return t}})()';

/** EARLY_TAP_SCRIPT's hash, for the Content-Security-Policy (server/app.ts). */
export const EARLY_TAP_SCRIPT_HASH = `'sha256-${createHash('sha256').update(EARLY_TAP_SCRIPT).digest('base64')}'`;
