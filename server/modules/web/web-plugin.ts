/**
 * Serves the built web app: hashed assets with a one-year immutable cache (pre-compressed .br/.gz
 * variants when the build made them), uploads from the storage folder, and index.html for every
 * client-side route with the page metadata and the public catalogue inlined, so the menu paints
 * without an API round trip. The home page is rendered by the server from the app's components
 * (server-render.ts), once per catalogue version and minute, the same for everyone.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { CatalogCache } from '../catalog/catalog-cache';
import { encodeBody, sendEncoded, sendFast, type EncodedBody } from '../../lib/encoded-body';
import { escapeHtml } from '../../lib/escape-html';
import { renderHead, scriptJson } from './render-head';
import { APP_ICON_SIZES, renderAppIcon, webAppManifest, type AppIconSize } from './app-manifest';
import type { PublicCatalog } from '@core/catalog';
import { authCardFrame, isIndexablePath, isPagePath, isSignedInPage, pageModule, PAGE_MODULE_NAMES, type AuthCardFrame } from '@core/pages';
import { authCardShell } from './first-frames';
import { EARLY_TAP_SCRIPT, loadServerRender, renderMinute, SSR_DIR, type ServerRender } from './server-render';
import { requesterData, requesterPage, trackedOrderNumber } from './requester-page';
import { orderLookupLimit } from '../orders/order-lookup';
import { z } from 'zod';
import { AppError } from '../../errors';

/** Search engines index the menu (the home page) and nothing private; /api is no page at all. */
const ROBOTS_TXT = [
  'User-agent: *',
  'Allow: /$',
  'Disallow: /admin',
  'Disallow: /account',
  'Disallow: /auth/',
  'Disallow: /api/',
  'Disallow: /order-',
  'Disallow: /payment-',
  'Disallow: /onboarding',
  '',
].join('\n');

export interface WebPluginOptions {
  webDistDir: string;
  uploadsDir: string;
  publicUrl: string;
  catalog: CatalogCache;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a client-side route with the rendered index.html (404 JSON when the web app is not built). */
    sendApp(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  }
}

export const webPlugin = fp(async function web(app: FastifyInstance, opts: WebPluginOptions) {
  const indexPath = path.join(opts.webDistDir, 'index.html');
  const template = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
  if (!template) app.log.warn({ indexPath }, "web app not built: run 'npm run build'");
  const routeAssets = template ? pageRouteAssets(opts.webDistDir) : new Map<string, RouteAssets>();
  const ssr = template ? await loadServerRender(opts.webDistDir) : null;
  let home: HomeCache | null = null;
  // A tracking page inlines its order: one lookup by number, in the API's per-IP limit. Past it the page is
  // the shared one, and the page's own request to the API gets the 429 and says so.
  const lookupLimit = orderLookupLimit(app);

  if (template) {
    await app.register(fastifyStatic, {
      root: opts.webDistDir,
      prefix: '/',
      index: false,
      wildcard: false,
      preCompressed: true,
      // Not the page's template, nor the build's hidden folders (its manifest, the server's rendering).
      allowedPath: (pathname) => pathname !== '/index.html' && !pathname.startsWith('/.') && !pathname.includes(`/${SSR_DIR}/`),
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        // The service worker is looked at again on every visit: a new release replaces it at once.
        const worker = path.basename(filePath) === 'sw.js';
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : worker ? 'no-cache' : 'public, max-age=3600');
      },
    });
  }

  // Created by the first upload or the demo seed; a production start without the demo has neither yet.
  mkdirSync(opts.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: opts.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    setHeaders(res) {
      res.header('cache-control', 'public, max-age=604800');
    },
  });

  app.get('/robots.txt', { schema: { hide: true, response: { 200: z.string() } } }, async (_request, reply) => {
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(ROBOTS_TXT);
  });

  // The installable app: its manifest and icons follow the settings, rebuilt per catalogue version.
  app.get('/manifest.webmanifest', { schema: { hide: true, response: { 200: z.looseObject({}) } } }, async (_request, reply) => {
    const snap = await opts.catalog.get();
    reply.type('application/manifest+json; charset=utf-8').header('cache-control', 'no-cache');
    return snap.memo('manifest', () => webAppManifest(snap.catalog.settings));
  });
  const IconParams = z.object({ name: z.string() });
  // A PNG answer: sent as a Buffer, which Fastify never runs through the serializer.
  app.get('/icons/:name', { schema: { hide: true, params: IconParams, response: { 200: z.string() } } }, async (request, reply) => {
    const { name } = request.params as z.infer<typeof IconParams>;
    const match = /^icon-(\d+)(-maskable)?\.png$/.exec(name);
    const size = Number(match?.[1]) as AppIconSize;
    if (!match || !APP_ICON_SIZES.includes(size)) throw new AppError('NOT_FOUND');
    const maskable = Boolean(match[2]);
    const snap = await opts.catalog.get();
    const png = await renderAppIcon(size, maskable, snap.catalog.settings.couleur_fond);
    return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png);
  });

  app.decorate('sendApp', async function sendApp(request: FastifyRequest, reply: FastifyReply) {
    // A path the app has no page for is answered with the app (its not-found page) and a 404, not a soft
    // 404; pages other than the menu ask search engines to stay away.
    const pathname = request.url.split('?')[0]!;
    if (!isPagePath(decodeURIComponentSafe(pathname))) reply.status(404);
    if (!isIndexablePath(pathname)) reply.header('x-robots-tag', 'noindex');
    if (!template) {
      return reply.status(404).type('text/plain; charset=utf-8').send("L'application web n'est pas construite : lancez « npm run build ».");
    }
    const snap = await opts.catalog.get();
    // The page changes only with the catalogue, the page's own chunk and first frame, and, through its
    // canonical URL, with the path. Rendered once per catalogue version and kind of page, split around
    // the path; the home page (the one visitors land on) is compressed once at a high level. Any other
    // path, known or not, costs the same small work: the path joined in and a fast compression, so a
    // flood of never-seen paths cannot make the server render and compress the whole page at the highest
    // levels again and again.
    const page = snap.memo('index.html', () => renderPage(template, snap.catalog, opts.publicUrl));
    const decodedPath = decodeURIComponentSafe(pathname);
    const canonicalPath = encodeURI(decodedPath.replace(/^\/+/, ''));
    if (canonicalPath === '') {
      if (!ssr)
        return sendEncoded(
          request,
          reply,
          snap.memo('page:home', () => encodeBody(page.home, HTML)),
        );
      // The same page for everyone: rendered once per catalogue version and minute (its menu and offers follow
      // the clock), and compressed once. Nothing personal is in it: the session and the cart render as their
      // loading and empty states, and the browser fills them in after hydration.
      const minute = renderMinute(Date.now());
      if (home?.snap !== snap || home.minute !== minute) {
        home = {
          snap,
          minute,
          body: renderHome(ssr, page.home, snap.catalog, minute, (error) => app.log.error({ err: error }, 'home page server rendering failed')),
        };
      }
      return sendEncoded(request, reply, await home.body);
    }
    const module = pageModule(decodedPath);
    const assets = module ? routeAssets.get(module) : undefined;
    // A signed-in page asked with a session: the requester's own GET /api/me answer inlined, and the
    // first frame drawn from it; never stored by any cache (the HTML is theirs alone). A tracking page, signed
    // in or not: its order as the API answers the requester, and its status drawn.
    const query = new URLSearchParams(request.url.slice(pathname.length));
    const numero = trackedOrderNumber(decodedPath, query);
    if ((isSignedInPage(decodedPath) && request.headers.cookie) || numero) {
      const viewer = request.headers.cookie ? await request.viewer() : null;
      if (viewer || numero) {
        const data = await requesterData({
          db: app.database.db,
          viewer,
          pathname: decodedPath,
          query,
          numero,
          lookupAllowed: () => lookupLimit.allows(request),
        });
        const base = snap.memo(`page:${module ?? ''}:requester`, () => withRouteAssets(page.html, assets));
        const html = requesterPage(base.replaceAll('__CANONICAL_PATH__', canonicalPath), data, decodedPath, snap.catalog.settings);
        return sendFast(request, reply, { parts: [html], insert: '', etagBase: '', contentType: HTML, noStore: true });
      }
    }
    // A sign-in link being spent (/auth/magic?token=) shows another card, and /auth/reset-password?token= its form.
    const token = query.has('token');
    const frame = authCardFrame(decodedPath, { token });
    const variant =
      assets || frame ? snap.memo(`page:${module ?? ''}:${token ? 'token' : ''}:${frame?.title ?? ''}`, () => renderRoutePage(page.html, assets, frame)) : page;
    return sendFast(request, reply, { parts: variant.parts, insert: canonicalPath, etagBase: variant.etag, contentType: HTML });
  });
});

const HTML = 'text/html; charset=utf-8';

interface HomeCache {
  snap: object;
  minute: number;
  body: Promise<EncodedBody>;
}

/** The home page with its markup rendered into #root; the page client-rendered if the rendering fails. */
async function renderHome(ssr: ServerRender, page: string, catalog: PublicCatalog, minute: number, onError: (error: unknown) => void): Promise<EncodedBody> {
  try {
    const markup = await ssr.renderPage('/', catalog, new Date(minute));
    if (markup !== null) {
      const root = `<div id="root" data-ssr="/" data-menu-moment="${minute}">${markup}</div>`;
      return encodeBody(page.replace('</head>', `<script>${EARLY_TAP_SCRIPT}</script></head>`).replace('<div id="root"></div>', root), HTML);
    }
  } catch (error) {
    onError(error);
  }
  return encodeBody(page, HTML);
}

interface PagePart {
  /** The page, split where its path goes (the canonical link and og:url). */
  parts: string[];
  etag: string;
}

interface RenderedPage extends PagePart {
  /** The page before the path is joined in, for the per-route variants. */
  html: string;
  /** The home page, before its rendering. */
  home: string;
  /** Every other page, split where its path goes (the canonical link and og:url). */
  parts: string[];
  etag: string;
}

function renderPage(template: string, catalog: PublicCatalog, publicUrl: string): RenderedPage {
  const withBootstrap = template.replace('<!--app-bootstrap-->', `<script type="application/json" id="__BOOTSTRAP__">${scriptJson(catalog)}</script>`);
  const html = withBootstrap.replace('<!--app-head-->', renderHead(catalog, publicUrl));
  const home = withBootstrap.replace('<!--app-head-->', renderHead(catalog, publicUrl, { home: true })).replaceAll('__CANONICAL_PATH__', '');
  return { html, home, ...splitPage(html) };
}

function splitPage(html: string): PagePart {
  return { parts: html.split('__CANONICAL_PATH__'), etag: createHash('sha1').update(html).digest('base64url').slice(0, 16) };
}

/** The chunks and styles a customer page's lazy module needs beyond what the entry already loads. */
interface RouteAssets {
  scripts: string[];
  styles: string[];
}

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean };

/**
 * For each page module of core/pages.ts, from Vite's build manifest: its chunk, the chunks it imports
 * statically (not those the boot loads anyway: the entry's and the app module's) and their CSS. A build without a manifest
 * (or a module it does not name) gets no preload: the page still works, only later.
 */
function pageRouteAssets(webDistDir: string): Map<string, RouteAssets> {
  const assets = new Map<string, RouteAssets>();
  const manifestPath = path.join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return assets;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entryKeys = new Set<string>();
  const visitEntry = (key: string) => {
    if (entryKeys.has(key) || !manifest[key]) return;
    entryKeys.add(key);
    for (const next of manifest[key].imports ?? []) visitEntry(next);
  };
  // What the boot loads anyway: the entry with its static imports, and the app module it imports once the
  // first frame has painted (web/main.tsx) with that module's static imports.
  for (const [key, chunk] of Object.entries(manifest))
    if (chunk.isEntry) {
      visitEntry(key);
      for (const app of chunk.dynamicImports ?? []) visitEntry(app);
    }
  for (const module of PAGE_MODULE_NAMES) {
    if (!manifest[module]) continue;
    const scripts: string[] = [];
    const styles: string[] = [];
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (seen.has(key) || entryKeys.has(key) || !chunk) return;
      seen.add(key);
      scripts.push(`/${chunk.file}`);
      for (const css of chunk.css ?? []) styles.push(`/${css}`);
      for (const next of chunk.imports ?? []) visit(next);
    };
    visit(module);
    assets.set(module, { scripts, styles });
  }
  return assets;
}

/**
 * A customer page other than the home page: its lazy chunks named for the boot (and its styles linked, so the
 * page does not move when they arrive), and for the sign-in pages the card as the first frame.
 */
function renderRoutePage(html: string, assets: RouteAssets | undefined, frame: AuthCardFrame | undefined): PagePart {
  const page = withRouteAssets(html, assets);
  return splitPage(frame ? page.replace('<div id="root"></div>', `<div id="root">${authCardShell(frame)}</div>`) : page);
}

/**
 * The page with its chunks' styles linked (render-blocking, like the app's stylesheet) and its chunks named
 * in `<meta name="route-chunks">`, which fetches nothing: the boot entry (web/main.tsx) preloads them when it
 * starts the app, after the first frame's paint, beside the app's own chunk. A `<link rel="modulepreload">`
 * here would start them before that paint, and Lighthouse's simulation of a slow phone would then charge
 * their download to the page's LCP.
 */
function withRouteAssets(html: string, assets: RouteAssets | undefined): string {
  const links = [
    ...(assets?.styles ?? []).map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
    ...(assets?.scripts.length ? [`<meta name="route-chunks" content="${escapeHtml(assets.scripts.join(' '))}">`] : []),
  ];
  return links.length ? html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`) : html;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
