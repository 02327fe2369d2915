/**
 * The built-in E2E runner's part of the job runner (server/jobs/job-runner.ts): a queue whose job is one
 * waiting run (claimed with SKIP LOCKED: one instance plays it, then the failure alert is weighed), and a
 * cluster-wide schedule tick that closes runs abandoned by a dead instance and starts the suites whose
 * schedule is due (core/e2e-schedule.ts). The plugin registers both, and the hourly pruning of the
 * journals, on the job runner, writes the known suites at start and gives `app.e2eRunner.kick()` (after
 * Lancer) and `idle()` (tests).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { e2eTestRuns } from '../../db/schema/index';
import type { JobQueue, JobSchedule } from '../../jobs/job-runner';
import { HOUR_MS } from '../../jobs/jobs-plugin';
import { alertFailedRuns, alertUnstartedRun } from './alert-failed-runs';
import { claimE2eRun, closeAbandonedRuns } from './claim-e2e-run';
import { pruneJournals } from './prune-journals';
import { E2E_RUN_TIME_LIMIT_MS, runE2eSuite } from './run-e2e-suite';
import { startDueE2eSchedules } from './start-due-schedules';
import { ensureE2eSuites } from './suites';

const E2E_QUEUE = 'e2e-run';
const E2E_TICK_MS = 5_000;

interface E2eRunner {
  kick(): void;
  /** Resolves when the run in progress (if any) is over: tests. */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    e2eRunner: E2eRunner;
  }
}

/** The journals (logs, app and user events, e-mails) past their retention, hourly. */
function journalPrune(app: FastifyInstance): JobSchedule {
  return {
    name: 'journal-prune',
    everyMs: HOUR_MS,
    async run() {
      const pruned = await pruneJournals({ db: app.database.db });
      if (pruned.logs || pruned.events || pruned.userEvents || pruned.emails) app.log.info(pruned, 'journals pruned');
    },
  };
}

/** One waiting run, played by this instance; a run in progress stops at once when the runner stops (its orders are cancelled). */
function e2eRunQueue(app: FastifyInstance, { timeLimitMs = E2E_RUN_TIME_LIMIT_MS }: { timeLimitMs?: number } = {}): JobQueue {
  const { db } = app.database;
  let playing: number | null = null;
  return {
    kind: E2E_QUEUE,
    async runNext() {
      const runId = await claimE2eRun({ db });
      if (runId === null) return null;
      playing = runId;
      await runE2eSuite({ app, runId, timeLimitMs }).finally(() => {
        playing = null;
      });
      const [run] = await db.select({ suite: e2eTestRuns.test_suite_id, status: e2eTestRuns.status }).from(e2eTestRuns).where(eq(e2eTestRuns.id, runId));
      if (run?.suite) await alertFailedRuns({ db, suiteId: run.suite, publicUrl: app.config.publicUrl, staff: app.config.staffAlerts });
      return run?.status !== 'failed';
    },
    async interrupt() {
      if (playing !== null) await db.update(e2eTestRuns).set({ stop_requested: true }).where(eq(e2eTestRuns.id, playing));
    },
  };
}

/** Closes abandoned runs and starts the due schedules, once across instances; this instance plays what it started. */
function e2eScheduleTick(app: FastifyInstance, { timeLimitMs = E2E_RUN_TIME_LIMIT_MS }: { timeLimitMs?: number } = {}): JobSchedule {
  const { db } = app.database;
  return {
    name: 'e2e-schedules',
    everyMs: E2E_TICK_MS,
    async run() {
      await closeAbandonedRuns({ db, olderThanMs: timeLimitMs + 60_000 });
      const started = await startDueE2eSchedules({
        db,
        onStartFailed: (suiteId, error) => alertUnstartedRun({ db, suiteId, error, publicUrl: app.config.publicUrl, staff: app.config.staffAlerts }),
      });
      if (started.length) app.e2eRunner.kick();
    },
  };
}

export const e2eRunnerPlugin = fp(
  async function e2eRunner(app: FastifyInstance) {
    const { db } = app.database;
    app.decorate('e2eRunner', {
      kick: () => app.jobs.wake(E2E_QUEUE),
      idle: () => app.jobs.idle(E2E_QUEUE),
    });
    app.jobs.addQueue(e2eRunQueue(app));
    app.jobs.addSchedule(e2eScheduleTick(app));
    app.jobs.addSchedule(journalPrune(app));
    // The suites' rows follow the code; a database that does not answer at start only delays that.
    app.addHook('onReady', async () => {
      await ensureE2eSuites({ db }).catch((err: unknown) => app.log.warn({ err }, 'e2e suites not written'));
    });
  },
  { name: 'e2e-runner', dependencies: ['jobs'] },
);
