/** The Historique (last 10 runs, newest first) and one run, each with its count of finished tests. */
import { desc, eq, inArray, ne, sql, and } from 'drizzle-orm';
import { E2E_HISTORY_SIZE } from '@core/limits';
import type { E2eRunView } from '@core/schemas/e2e';
import type { DbOrTx } from '../../db/client';
import { e2eTestResults, e2eTestRuns } from '../../db/schema/index';
import { AppError } from '../../errors';
import { presentRun } from './e2e-views';

async function finishedCounts(db: DbOrTx, runIds: number[]): Promise<Map<number, number>> {
  if (runIds.length === 0) return new Map();
  const rows = await db
    .select({ run: e2eTestResults.test_run_id, n: sql<number>`count(*)::int` })
    .from(e2eTestResults)
    .where(and(inArray(e2eTestResults.test_run_id, runIds), ne(e2eTestResults.status, 'running')))
    .groupBy(e2eTestResults.test_run_id);
  return new Map(rows.map((r) => [r.run, r.n]));
}

export async function listE2eRuns({ db }: { db: DbOrTx }): Promise<E2eRunView[]> {
  const rows = await db.select().from(e2eTestRuns).orderBy(desc(e2eTestRuns.started_at), desc(e2eTestRuns.id)).limit(E2E_HISTORY_SIZE);
  const counts = await finishedCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => presentRun(row, counts.get(row.id) ?? 0));
}

export async function getE2eRun({ db, runId }: { db: DbOrTx; runId: number }): Promise<E2eRunView> {
  const [row] = await db.select().from(e2eTestRuns).where(eq(e2eTestRuns.id, runId));
  if (!row) throw new AppError('E2E_RUN_NOT_FOUND');
  return presentRun(row, (await finishedCounts(db, [runId])).get(runId) ?? 0);
}
