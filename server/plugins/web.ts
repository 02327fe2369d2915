/**
 * Serves the built web app: hashed assets with a one-year immutable cache (pre-compressed .br/.gz
 * variants when the build made them), uploads from the storage folder, and index.html for every
 * client-side route with the page metadata and the public catalogue inlined, so the menu paints
 * without an API round trip.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { CatalogCache } from '../modules/catalog/catalog-cache';
import { encodeBody, sendEncoded } from '../lib/encoded-body';
import { renderHead, scriptJson } from '../modules/catalog/render-head';

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

  if (template) {
    await app.register(fastifyStatic, {
      root: opts.webDistDir,
      prefix: '/',
      index: false,
      wildcard: false,
      preCompressed: true,
      allowedPath: (pathname) => pathname !== '/index.html',
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  await app.register(fastifyStatic, {
    root: opts.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    setHeaders(res) {
      res.header('cache-control', 'public, max-age=604800');
    },
  });

  app.decorate('sendApp', async function sendApp(request: FastifyRequest, reply: FastifyReply) {
    if (!template) {
      return reply.status(404).type('text/plain; charset=utf-8').send("L'application web n'est pas construite : lancez « npm run build ».");
    }
    const snap = await opts.catalog.get();
    // The page changes only with the catalogue (and the canonical URL with the path): render and
    // compress it once per catalogue version and path.
    const html = snap.memo('index.html', () =>
      template
        .replace('<!--app-head-->', renderHead(snap.catalog, opts.publicUrl))
        .replace('<!--app-bootstrap-->', `<script type="application/json" id="__BOOTSTRAP__">${scriptJson(snap.catalog)}</script>`),
    );
    const canonicalPath = encodeURI(decodeURIComponentSafe(request.url.split('?')[0]!.replace(/^\/+/, '')));
    const page = snap.memo(`page:${canonicalPath}`, () =>
      encodeBody(html.replaceAll('__CANONICAL_PATH__', canonicalPath), 'text/html; charset=utf-8'),
    );
    return sendEncoded(request, reply, page);
  });
});

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
