/**
 * The image variations job (design.md: the outbox worker's "image variations"; back-office §7
 * process-image). An upload is recorded with variations_status 'pending'; this job renders its AVIF and
 * WebP variations (160, 400, 800, 1600 px wide, never enlarged) after the request has answered, stores
 * them next to the original and records them in images_metadata.variations. Until then the shop serves
 * the original.
 *
 * Rows are claimed like the notification outbox (claim-due-rows.ts): FOR UPDATE SKIP LOCKED (two
 * instances never take the same row) and leased (a claimed row is 'processing' with variations_next_at
 * LEASE_MS ahead, so a worker that dies mid-render leaves it to be taken again). Rendering happens
 * outside any transaction. A failure is retried with the runner's one backoff rule (job-runner.ts), up to
 * MAX_ATTEMPTS, then the row is dead: 'failed' with its error, listed in Diagnostics (Réessayer).
 */
import { sql } from 'drizzle-orm';
import { variationKey } from '@core/images';
import type { Db } from '../db/client';
import { imagesMetadata, type StoredImageVariation } from '../db/schema/index';
import { renderLibraryVariations } from '../integrations/images';
import type { Storage } from '../integrations/storage';
import { claimDueRows } from './claim-due-rows';
import { retryDelayMs, type JobQueue } from './job-runner';

const MAX_ATTEMPTS = 3;
const LEASE_MS = 5 * 60_000;
const RETRY_DELAYS = { baseMs: 30_000, maxMs: 10 * 60_000 };
/** One image at a time: sharp already uses every core for one encode. */
const BATCH_SIZE = 1;

export interface ImageBatchResult {
  done: number[];
  retried: number;
  failed: number;
}

async function claim(db: Db, limit: number): Promise<{ id: number; storage_key: string; attempts: number }[]> {
  const claimed = await claimDueRows(
    db,
    { table: imagesMetadata, status: imagesMetadata.variations_status, attempts: imagesMetadata.variations_attempts, dueAt: imagesMetadata.variations_next_at },
    { limit, leaseMs: LEASE_MS, where: sql`storage_key is not null`, also: [imagesMetadata.storage_key] },
  );
  return claimed.map((row) => ({ id: row.id, storage_key: String(row.also.storage_key), attempts: row.attempts }));
}

/** Renders the variations of one original and stores them; returns what to record. */
async function renderAndStoreVariations(storage: Storage, storageKey: string): Promise<StoredImageVariation[]> {
  const original = await storage.get(storageKey);
  const rendered = await renderLibraryVariations(original);
  const variations: StoredImageVariation[] = [];
  for (const v of rendered) {
    const url = await storage.put(variationKey(storageKey, v.width, v.format), v.buffer, v.contentType);
    variations.push({ width: v.width, height: v.height, format: v.format, url });
  }
  return variations.sort((a, b) => a.width - b.width || a.format.localeCompare(b.format));
}

/** Claims up to `batchSize` pending images and renders them. */
async function processImageBatch({ db, storage, batchSize = BATCH_SIZE }: { db: Db; storage: Storage; batchSize?: number }): Promise<ImageBatchResult> {
  const result: ImageBatchResult = { done: [], retried: 0, failed: 0 };
  for (const row of await claim(db, batchSize)) {
    try {
      const variations = await renderAndStoreVariations(storage, row.storage_key);
      await db.execute(sql`update ${imagesMetadata} set variations = ${JSON.stringify(variations)}::jsonb, variations_status = 'done',
        variations_next_at = null, variations_error = null, updated_at = now() where id = ${row.id}`);
      result.done.push(row.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (row.attempts >= MAX_ATTEMPTS) {
        await db.execute(
          sql`update ${imagesMetadata} set variations_status = 'failed', variations_error = ${message}, variations_next_at = null where id = ${row.id}`,
        );
        result.failed += 1;
      } else {
        const delay = `${retryDelayMs(row.attempts, RETRY_DELAYS)} milliseconds`;
        await db.execute(
          sql`update ${imagesMetadata} set variations_status = 'pending', variations_error = ${message}, variations_next_at = now() + ${delay}::interval where id = ${row.id}`,
        );
        result.retried += 1;
      }
    }
  }
  return result;
}

/** Runs batches until nothing is due, or until `shouldStop` says so between two batches (the server is closing). */
export async function drainImageJobs(options: { db: Db; storage: Storage; shouldStop?: () => boolean }): Promise<ImageBatchResult> {
  const total: ImageBatchResult = { done: [], retried: 0, failed: 0 };
  for (;;) {
    const batch = await processImageBatch(options);
    total.done.push(...batch.done);
    total.retried += batch.retried;
    total.failed += batch.failed;
    if ((!batch.done.length && !batch.retried && !batch.failed) || options.shouldStop?.()) return total;
  }
}

/** The image variations as a queue of the job runner; `onRendered` after each image done (the catalogue switches to them). */
export function imageQueue({ db, storage, onRendered }: { db: Db; storage: Storage; onRendered: () => Promise<void> }): JobQueue {
  return {
    kind: 'image-variations',
    async runNext() {
      const result = await processImageBatch({ db, storage, batchSize: 1 });
      if (result.done.length) {
        await onRendered();
        return true;
      }
      return result.retried || result.failed ? false : null;
    },
  };
}
