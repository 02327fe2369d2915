/**
 * Starts a run of every active suite whose schedule is due (core/e2e-schedule.ts). A run already going
 * (on this instance or another) makes the start fail quietly: the suite is due again at the next tick.
 * Any other failure is told to `onStartFailed` (staff are alerted) and the suite is tried again too.
 */
import { and, eq } from 'drizzle-orm';
import { isE2eRunDue } from '@core/e2e-schedule';
import type { Db } from '../../db/client';
import { e2eTestSuites } from '../../db/schema/index';
import { lastE2eRunStarts } from './last-e2e-runs';
import { AppError } from '../../errors';
import { startE2eRun } from './start-e2e-run';

/** Returns the ids of the runs it started. */
export async function startDueE2eSchedules({
  db,
  now = new Date(),
  onStartFailed,
}: {
  db: Db;
  now?: Date;
  onStartFailed?: (suiteId: number, error: string) => Promise<unknown>;
}): Promise<number[]> {
  const suites = await db
    .select()
    .from(e2eTestSuites)
    .where(and(eq(e2eTestSuites.is_active, true), eq(e2eTestSuites.schedule_enabled, true)));
  const last = await lastE2eRunStarts({ db, suiteIds: suites.map((s) => s.id) });
  const started: number[] = [];
  for (const suite of suites) {
    if (!isE2eRunDue(suite, last.get(suite.id) ?? null, now)) continue;
    try {
      started.push(await startE2eRun({ db, suiteId: suite.id, environment: 'schedule', userId: null }));
    } catch (error) {
      if (error instanceof AppError && error.code === 'E2E_ALREADY_RUNNING') continue;
      await onStartFailed?.(suite.id, error instanceof Error ? error.message : String(error));
    }
  }
  return started;
}
