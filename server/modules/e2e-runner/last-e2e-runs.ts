/** When each suite last started a run (by hand or by its schedule): the schedule counts from it. */
import { inArray, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { e2eTestRuns } from '../../db/schema/index';

export async function lastE2eRunStarts({ db, suiteIds }: { db: DbOrTx; suiteIds: number[] }): Promise<Map<number, Date>> {
  if (suiteIds.length === 0) return new Map();
  const rows = await db
    .select({ suite: e2eTestRuns.test_suite_id, at: max(e2eTestRuns.started_at) })
    .from(e2eTestRuns)
    .where(inArray(e2eTestRuns.test_suite_id, suiteIds))
    .groupBy(e2eTestRuns.test_suite_id);
  return new Map(rows.filter((r) => r.suite !== null && r.at !== null).map((r) => [r.suite!, new Date(r.at!)]));
}
