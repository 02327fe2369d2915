/**
 * The one job runner of a server process (docs/decisions.md, "One job runner"). It runs two things:
 *
 * - Queues: rows of a table claimed with FOR UPDATE SKIP LOCKED (claim-due-rows.ts), one job at a time
 *   per queue in this process (several instances share a queue through the claim). A queue runs when
 *   woken (`wake(kind)`: a row was just written) and every `pollMs` for rows another instance left.
 * - Schedules: work that must run once across all instances every `everyMs` (journal pruning, outbox
 *   retention, the E2E schedule tick). Each has a row of job_schedules; the instance whose conditional
 *   UPDATE moves next_run_at forward runs it, the others' UPDATE matches nothing.
 *
 * Stopping takes no new job and waits for the jobs in progress only (never for the rest of a queue), up
 * to a deadline; a queue may be asked to cut its job short (`interrupt`: the E2E run). A job still
 * running past the deadline is left to its lease: another instance takes it again when it runs out.
 * `onJobDone(kind, ms, ok)` is told about every job (the metrics hook).
 */
import { and, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobSchedules } from '../db/schema/index';
import { coalescedRun, type CoalescedRun } from './coalesced-run';

export const POLL_MS = 5_000;
/** Below the usual 30 s a process manager waits between SIGTERM and SIGKILL. */
export const STOP_DEADLINE_MS = 15_000;

export interface JobQueue {
  kind: string;
  /** Claims at most one due job and runs it: null when nothing was due, else whether it succeeded. */
  runNext(): Promise<boolean | null>;
  /** Asked once when the runner stops while this queue has a job in progress. */
  interrupt?(): Promise<void>;
}

export interface JobSchedule {
  name: string;
  everyMs: number;
  run(): Promise<void>;
}

export interface JobRunnerOptions {
  db: Db;
  queues: JobQueue[];
  schedules: JobSchedule[];
  pollMs?: number;
  onJobDone?: (kind: string, ms: number, ok: boolean) => void;
  onError: (error: unknown, where: string) => void;
}

export interface JobRunner {
  /** Starts the poll (and runs everything once). */
  start(): void;
  /** Runs a queue (every queue when absent) now, or once more after its current pass. */
  wake(kind?: string): void;
  /** Resolves when the queue (every queue when absent) has nothing in progress. */
  idle(kind?: string): Promise<void>;
  /** Runs the schedules that are due and this instance won; answers their names. */
  runDueSchedules(): Promise<string[]>;
  /** Takes no new job, waits for the current ones up to `deadlineMs`; false when one was still running. */
  stop(deadlineMs?: number): Promise<boolean>;
}

export function createJobRunner({ db, queues, schedules, pollMs = POLL_MS, onJobDone, onError }: JobRunnerOptions): JobRunner {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  const busy = new Set<string>();

  const loops = new Map<string, CoalescedRun>(
    queues.map((queue) => [
      queue.kind,
      coalescedRun(
        async () => {
          while (!stopped) {
            const started = performance.now();
            busy.add(queue.kind);
            let ok: boolean | null;
            try {
              ok = await queue.runNext();
            } catch (error) {
              onError(error, queue.kind);
              return;
            } finally {
              busy.delete(queue.kind);
            }
            if (ok === null) return;
            onJobDone?.(queue.kind, performance.now() - started, ok);
          }
        },
        () => stopped,
      ),
    ]),
  );

  async function runDueSchedules(): Promise<string[]> {
    if (schedules.length === 0) return [];
    await db
      .insert(jobSchedules)
      .values(schedules.map((s) => ({ name: s.name })))
      .onConflictDoNothing();
    const ran: string[] = [];
    for (const schedule of schedules) {
      if (stopped) break;
      const won = await db
        .update(jobSchedules)
        .set({ next_run_at: sql`now() + ${`${schedule.everyMs} milliseconds`}::interval`, last_started_at: sql`now()` })
        .where(and(sql`${jobSchedules.name} = ${schedule.name}`, lte(jobSchedules.next_run_at, sql`now()`)))
        .returning({ name: jobSchedules.name });
      if (won.length === 0) continue;
      const started = performance.now();
      let error: string | null = null;
      try {
        await schedule.run();
      } catch (err) {
        error = err instanceof Error ? err.message : String(err);
        onError(err, schedule.name);
      }
      onJobDone?.(schedule.name, performance.now() - started, error === null);
      await db
        .update(jobSchedules)
        .set({ last_error: error })
        .where(sql`${jobSchedules.name} = ${schedule.name}`);
      ran.push(schedule.name);
    }
    return ran;
  }

  const scheduleLoop = coalescedRun(
    async () => {
      await runDueSchedules().catch((error: unknown) => onError(error, 'schedules'));
    },
    () => stopped,
  );

  const wake = (kind?: string) => {
    if (kind === undefined) loops.forEach((loop) => loop.run());
    else loops.get(kind)?.run();
  };

  return {
    start() {
      timer = setInterval(() => {
        wake();
        scheduleLoop.run();
      }, pollMs);
      timer.unref();
      wake();
      scheduleLoop.run();
    },
    wake,
    async idle(kind) {
      const pending = kind === undefined ? [...loops.values(), scheduleLoop] : [loops.get(kind)];
      await Promise.all(pending.map((loop) => loop?.settle()));
    },
    runDueSchedules,
    async stop(deadlineMs = STOP_DEADLINE_MS) {
      stopped = true;
      if (timer) clearInterval(timer);
      for (const queue of queues) if (busy.has(queue.kind)) await queue.interrupt?.().catch((error: unknown) => onError(error, queue.kind));
      let deadline: NodeJS.Timeout | undefined;
      const inProgress = Promise.all([...loops.values(), scheduleLoop].map((loop) => loop.settle())).then(() => true);
      const late = new Promise<boolean>((resolve) => {
        deadline = setTimeout(() => resolve(false), deadlineMs);
      });
      return Promise.race([inProgress, late]).finally(() => clearTimeout(deadline));
    },
  };
}

/**
 * The one retry rule of every queue: exponential from `baseMs` (base, 2×base, 4×base…) capped at
 * `maxMs`, each delay drawn within ±20 % so the rows of one failure burst do not all come back at once.
 */
export function retryDelayMs(attempts: number, { baseMs, maxMs }: { baseMs: number; maxMs: number }, random: () => number = Math.random): number {
  const delay = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(delay * (0.8 + 0.4 * random()));
}
