/**
 * Lancer (back-office §7 run-e2e-tests): a run row in 'running'. The partial unique index on running runs
 * makes it one at a time across every instance: a second launch answers E2E_ALREADY_RUNNING.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { e2eTestRuns, e2eTestSuites } from '../../db/schema/index';
import { AppError } from '../../errors';
import { recordAppEvent } from '../events/record-app-event';
import { isUniqueViolation } from '../../db/errors';

export async function startE2eRun({
  db,
  suiteId,
  environment,
  userId,
}: {
  db: Db;
  suiteId: number;
  environment: string;
  userId: string | null;
}): Promise<number> {
  const [suite] = await db.select().from(e2eTestSuites).where(eq(e2eTestSuites.id, suiteId));
  if (!suite) throw new AppError('E2E_SUITE_NOT_FOUND');
  if (!suite.is_active) throw new AppError('E2E_SUITE_INACTIVE');
  try {
    return await db.transaction(async (tx) => {
      const [run] = await tx
        .insert(e2eTestRuns)
        .values({
          test_suite_id: suiteId,
          status: 'running',
          environment,
          started_by: userId,
        })
        .returning({ id: e2eTestRuns.id });
      await recordAppEvent(tx, {
        event: 'e2e.run_started',
        userId,
        context: { run_id: run!.id, suite: suite.name, environment },
      });
      return run!.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('E2E_ALREADY_RUNNING');
    throw err;
  }
}
