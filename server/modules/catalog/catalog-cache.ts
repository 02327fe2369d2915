/**
 * The public catalogue is read by every visitor and changed rarely (admin writes), so it is built once,
 * serialised and compressed once, and served from memory until invalidated. invalidate() also sends
 * NOTIFY catalog_changed so that every server instance on the same PostgreSQL drops its copy.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { PublicCatalog } from '@core/catalog';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export interface CatalogSnapshot {
  catalog: PublicCatalog;
  json: string;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
  /** Increases on every rebuild; lets dependants (the rendered index.html) cache per version. */
  version: number;
}

export interface CatalogCache {
  get(): Promise<CatalogSnapshot>;
  /** Drops the local copy and tells the other instances to drop theirs. */
  invalidate(): Promise<void>;
  /** Drops the local copy only (used by the NOTIFY listener). */
  dropLocal(): void;
}

export const CATALOG_CHANNEL = 'catalog_changed';

export function createCatalogCache(options: {
  load: () => Promise<PublicCatalog>;
  notify?: () => Promise<void>;
}): CatalogCache {
  let current: Promise<CatalogSnapshot> | null = null;
  let version = 0;

  async function build(): Promise<CatalogSnapshot> {
    const catalog = await options.load();
    const json = JSON.stringify(catalog);
    const [gz, br] = await Promise.all([
      gzipAsync(json, { level: 9 }),
      brotliAsync(json, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    ]);
    const etag = `"${createHash('sha1').update(json).digest('base64url').slice(0, 20)}"`;
    return { catalog, json, gzip: gz, brotli: br, etag, version: ++version };
  }

  const dropLocal = () => {
    current = null;
  };

  return {
    get() {
      if (!current) {
        const pending = build();
        current = pending;
        pending.catch(() => {
          if (current === pending) current = null;
        });
      }
      return current;
    },
    async invalidate() {
      dropLocal();
      await options.notify?.();
    },
    dropLocal,
  };
}
