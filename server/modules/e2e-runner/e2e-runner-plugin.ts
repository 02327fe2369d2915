/**
 * The runner in each server process: writes the known suites at start, then every few seconds claims a
 * waiting run (SKIP LOCKED: one instance plays it), starts the suites whose schedule is due
 * (core/e2e-schedule.ts: every N minutes or daily at HH:MM), closes runs
 * abandoned by a dead instance and prunes the journals once an hour. `app.e2eRunner.kick()` runs a tick
 * at once (after Lancer). Never two runs at once in one process.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { e2eTestRuns } from '../../db/schema/index';
import { alertFailedRuns } from './alert-failed-runs';
import { claimE2eRun, closeAbandonedRuns } from './claim-e2e-run';
import { pruneJournals } from './prune-journals';
import { E2E_RUN_TIME_LIMIT_MS, runE2eSuite } from './run-e2e-suite';
import { startDueE2eSchedules } from './start-due-schedules';
import { ensureE2eSuites } from './suites';

export const RUNNER_TICK_MS = 5_000;
const PRUNE_EVERY_MS = 3_600_000;

export interface E2eRunner {
  kick(): void;
  /** Resolves when the current tick (and the run it plays) is over: tests and shutdown. */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    e2eRunner: E2eRunner;
  }
}

export const e2eRunnerPlugin = fp(
  async function e2eRunner(app: FastifyInstance, opts: { tickMs?: number; timeLimitMs?: number; autoStart?: boolean } = {}) {
    const { db } = app.database;
    const timeLimitMs = opts.timeLimitMs ?? E2E_RUN_TIME_LIMIT_MS;
    let current: Promise<void> | null = null;
    let playing: number | null = null;
    let stopped = false;
    let lastPrune = 0;

    async function tick() {
      await closeAbandonedRuns({ db, olderThanMs: timeLimitMs + 60_000 });
      await startDueE2eSchedules({ db });
      const runId = await claimE2eRun({ db });
      if (runId !== null) {
        playing = runId;
        await runE2eSuite({ app, runId, timeLimitMs }).finally(() => {
          playing = null;
        });
        const [run] = await db.select({ suite: e2eTestRuns.test_suite_id }).from(e2eTestRuns).where(eq(e2eTestRuns.id, runId));
        if (run?.suite)
          await alertFailedRuns({
            db,
            suiteId: run.suite,
            publicUrl: app.config.publicUrl,
          });
      }
      if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = Date.now();
        const pruned = await pruneJournals({ db });
        if (pruned.logs || pruned.events || pruned.userEvents || pruned.emails) app.log.info(pruned, 'journals pruned');
      }
    }

    const kick = () => {
      if (stopped || current) return;
      current = tick()
        .catch((err: unknown) => app.log.error({ err }, 'e2e runner tick failed'))
        .finally(() => {
          current = null;
        });
    };

    app.decorate('e2eRunner', { kick, idle: async () => void (await current) });
    // The suites' rows follow the code; a database that does not answer at start only delays that.
    app.addHook('onReady', async () => {
      await ensureE2eSuites({ db }).catch((err: unknown) => app.log.warn({ err }, 'e2e suites not written'));
    });
    let timer: NodeJS.Timeout | null = null;
    if (opts.autoStart !== false) {
      app.addHook('onListen', async () => {
        timer = setInterval(kick, opts.tickMs ?? RUNNER_TICK_MS);
        timer.unref();
      });
    }
    app.addHook('preClose', async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      // A run in progress stops at once (its orders are cancelled) rather than holding the shutdown.
      if (playing !== null)
        await db
          .update(e2eTestRuns)
          .set({ stop_requested: true })
          .where(eq(e2eTestRuns.id, playing))
          .catch(() => undefined);
      await current;
    });
  },
  { name: 'e2e-runner', dependencies: ['mail'] },
);
