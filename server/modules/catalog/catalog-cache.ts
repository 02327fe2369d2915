/**
 * The public catalogue is read by every visitor and changed rarely (admin writes), so it is built once
 * and served from memory until invalidated. Answers derived from it (filtered lists, the rendered page)
 * are memoised on the snapshot with memo(), so they are computed and compressed once per version.
 * invalidate() also sends NOTIFY catalog_changed so every server instance on the same PostgreSQL drops
 * its copy.
 */
import type { PublicCatalog } from '@core/catalog';
import { encodeJson, type EncodedBody } from '../../lib/encoded-body';

export interface CatalogSnapshot {
  catalog: PublicCatalog;
  /** The whole catalogue, serialised and compressed. */
  body: EncodedBody;
  /** Increases on every rebuild. */
  version: number;
  /** Computes a value derived from this snapshot once (key names the derivation and its parameters). */
  memo<T>(key: string, compute: () => T): T;
}

export interface CatalogCache {
  get(): Promise<CatalogSnapshot>;
  /** Drops the local copy and tells the other instances to drop theirs. */
  invalidate(): Promise<void>;
  /** Drops the local copy only (used by the NOTIFY listener). */
  dropLocal(): void;
}

export const CATALOG_CHANNEL = 'catalog_changed';
/** Bounds the memo of one snapshot (keys come from query strings). */
const MAX_MEMO_ENTRIES = 500;

export function createCatalogCache(options: { load: () => Promise<PublicCatalog>; notify?: () => Promise<void> }): CatalogCache {
  let current: Promise<CatalogSnapshot> | null = null;
  let version = 0;

  async function build(): Promise<CatalogSnapshot> {
    const catalog = await options.load();
    const memos = new Map<string, unknown>();
    return {
      catalog,
      body: encodeJson(catalog),
      version: ++version,
      memo<T>(key: string, compute: () => T): T {
        if (memos.has(key)) return memos.get(key) as T;
        const value = compute();
        if (memos.size < MAX_MEMO_ENTRIES) memos.set(key, value);
        return value;
      },
    };
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
