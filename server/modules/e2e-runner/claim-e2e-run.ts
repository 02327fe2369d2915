/**
 * A runner claims a waiting run with FOR UPDATE SKIP LOCKED, so exactly one instance plays it. A run
 * claimed long ago by an instance that died is closed as failed, which frees the slot.
 */
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { e2eTestRuns } from '../../db/schema/index';

export async function claimE2eRun({ db }: { db: Db }): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [run] = await tx
      .select({ id: e2eTestRuns.id })
      .from(e2eTestRuns)
      .where(and(eq(e2eTestRuns.status, 'running'), isNull(e2eTestRuns.claimed_at)))
      .orderBy(e2eTestRuns.id)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!run) return null;
    await tx.update(e2eTestRuns).set({ claimed_at: new Date() }).where(eq(e2eTestRuns.id, run.id));
    return run.id;
  });
}

export async function closeAbandonedRuns({ db, olderThanMs }: { db: Db; olderThanMs: number }): Promise<void> {
  await db
    .update(e2eTestRuns)
    .set({
      status: 'failed',
      error_message: 'Exécution abandonnée (serveur arrêté pendant le test)',
      completed_at: sql`now()`,
    })
    .where(and(eq(e2eTestRuns.status, 'running'), lt(e2eTestRuns.claimed_at, new Date(Date.now() - olderThanMs))));
}
