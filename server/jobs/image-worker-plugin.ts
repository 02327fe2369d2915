/**
 * The image variations job in the server process (registered by buildApp; `enabled: false` for tests that
 * drive it with drainImageJobs): it runs at once when this instance stores an upload (app.imageJobs.kick),
 * and every IMAGE_WORKER_INTERVAL_MS for uploads another instance left behind. Runs never overlap within
 * one process; across processes SKIP LOCKED keeps them apart. Each batch that rendered something
 * invalidates the catalogue, so the shop switches from the original to the variations.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { coalescedRun } from './coalesced-run';
import { drainImageJobs } from './image-variations';

export const IMAGE_WORKER_INTERVAL_MS = 15_000;

declare module 'fastify' {
  interface FastifyInstance {
    imageJobs: {
      /** Wakes the job up (after an upload); a no-op when the worker is off. */
      kick(): void;
    };
  }
}

export const imageWorkerPlugin = fp(
  async function imageWorker(app: FastifyInstance, { enabled = true, intervalMs = IMAGE_WORKER_INTERVAL_MS }: { enabled?: boolean; intervalMs?: number }) {
    let stopped = false;
    const job = coalescedRun(
      async () => {
        const timer = app.metrics.jobDuration.startTimer({ job: 'images' });
        try {
          const result = await drainImageJobs({ db: app.database.db, storage: app.storage, shouldStop: () => stopped });
          if (result.done.length) await app.catalog.invalidate();
          if (result.retried || result.failed) app.log.warn({ retried: result.retried, failed: result.failed }, 'image variations: some renders failed');
        } catch (err) {
          app.log.error({ err }, 'image variations run failed');
        } finally {
          timer();
        }
      },
      () => !enabled || stopped,
    );
    const run = job.run;
    app.decorate('imageJobs', { kick: run });
    if (!enabled) return;
    let timer: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      timer = setInterval(run, intervalMs);
      timer.unref();
      run();
    });
    app.addHook('preClose', async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      await job.settle();
    });
  },
  { name: 'image-worker', dependencies: ['metrics'] },
);
