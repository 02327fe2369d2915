/**
 * The public catalogue is read by every visitor and changed rarely (admin writes), so it is built once
 * and served from memory until invalidated. Answers derived from it (filtered lists, the rendered page)
 * are memoised on the snapshot with memo(), so they are computed and compressed once per version.
 * invalidate() also sends NOTIFY catalog_changed so every server instance on the same PostgreSQL drops
 * its copy. A catalogue that stops being true by itself at a known instant (an offer published for later
 * starts, or one ends) is valid until then: read after it, it is rebuilt; and a timer invalidates it then, so
 * the open pages (the catalogue's stream) learn it without an admin's write.
 */
import type { PublicCatalog } from '@core/catalog';
import { encodeJson, type EncodedBody } from '../../lib/encoded-body';

export interface CatalogSnapshot {
  catalog: PublicCatalog;
  /** The whole catalogue, serialised and compressed. */
  body: EncodedBody;
  /** Increases on every rebuild. */
  version: number;
  /** When this copy stops being true by itself (ms since the epoch; null: only a write changes it). */
  validUntil: number | null;
  /** Computes a value derived from this snapshot once (key names the derivation and its parameters). */
  memo<T>(key: string, compute: () => T): T;
}

export interface CatalogCache {
  get(): Promise<CatalogSnapshot>;
  /** Drops the local copy and tells the other instances to drop theirs. */
  invalidate(): Promise<void>;
  /** Drops the local copy only (used by the NOTIFY listener). */
  dropLocal(): void;
  /** Stops the timer of the copy's expiry (the server closes). */
  close(): void;
}

export interface CatalogLoad {
  catalog: PublicCatalog;
  /** When this catalogue stops being true by itself (null: only a write changes it). */
  validUntil: Date | null;
}

/** Bounds the memo of one snapshot (keys come from query strings). */
const MAX_MEMO_ENTRIES = 500;
/** setTimeout's longest delay (about 24 days); a later expiry is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export function createCatalogCache(options: {
  load: () => Promise<CatalogLoad>;
  notify?: () => Promise<void>;
  /** Called when the copy expired and was dropped on a read (the timer's invalidate() notifies as a write does). */
  onExpire?: () => void;
  clock?: () => number;
}): CatalogCache {
  const clock = options.clock ?? (() => Date.now());
  let current: Promise<CatalogSnapshot> | null = null;
  let expiresAt: number | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let version = 0;

  const stopTimer = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  /** At the expiry, still the same copy: dropped everywhere and the open pages told (errors leave it to the next read). */
  const scheduleExpiry = (pending: Promise<CatalogSnapshot>, at: number) => {
    stopTimer();
    timer = setTimeout(
      () => {
        timer = null;
        if (current !== pending) return;
        if (clock() < at) return scheduleExpiry(pending, at);
        cache.invalidate().catch(() => cache.dropLocal());
      },
      Math.min(Math.max(0, at - clock()), MAX_TIMER_MS),
    );
    timer.unref?.();
  };

  async function build(): Promise<CatalogSnapshot> {
    const { catalog, validUntil } = await options.load();
    const memos = new Map<string, unknown>();
    return {
      catalog,
      body: encodeJson(catalog),
      version: ++version,
      validUntil: validUntil ? validUntil.getTime() : null,
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
    expiresAt = null;
    stopTimer();
  };

  const cache: CatalogCache = {
    get() {
      if (current && expiresAt !== null && clock() >= expiresAt) {
        dropLocal();
        options.onExpire?.();
      }
      if (!current) {
        const pending = build();
        current = pending;
        pending.then(
          (snapshot) => {
            if (current !== pending || snapshot.validUntil === null) return;
            expiresAt = snapshot.validUntil;
            scheduleExpiry(pending, expiresAt);
          },
          () => {
            if (current === pending) current = null;
          },
        );
      }
      return current;
    },
    async invalidate() {
      dropLocal();
      await options.notify?.();
    },
    dropLocal,
    close: stopTimer,
  };
  return cache;
}
