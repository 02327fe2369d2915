/** Résultats détaillés: a run's tests in the order they started. */
import { asc, eq } from 'drizzle-orm';
import type { E2eResultView } from '@core/schemas/e2e';
import type { DbOrTx } from '../../db/client';
import { e2eTestResults } from '../../db/schema/index';
import { presentResult } from './e2e-views';

export async function listE2eResults({ db, runId }: { db: DbOrTx; runId: number }): Promise<E2eResultView[]> {
  const rows = await db
    .select()
    .from(e2eTestResults)
    .where(eq(e2eTestResults.test_run_id, runId))
    .orderBy(asc(e2eTestResults.started_at), asc(e2eTestResults.id));
  return rows.map(presentResult);
}
