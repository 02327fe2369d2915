/**
 * Arrêter (back-office §7 stop-e2e-tests): asks the runner to stop; it stops within half a second and
 * cancels its test orders. A run no runner has claimed yet is stopped at once.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { e2eTestRuns } from '../../db/schema/index';
import { AppError } from '../../errors';
import { recordAppEvent } from '../events/record-app-event';

export async function stopE2eRun({ db, runId, userId }: { db: Db; runId: number; userId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [run] = await tx.select().from(e2eTestRuns).where(eq(e2eTestRuns.id, runId)).for('update');
    if (!run) throw new AppError('E2E_RUN_NOT_FOUND');
    if (run.status !== 'running') return;
    await tx.update(e2eTestRuns).set({ stop_requested: true }).where(eq(e2eTestRuns.id, runId));
    await tx
      .update(e2eTestRuns)
      .set({
        status: 'stopped',
        error_message: 'Exécution interrompue',
        completed_at: new Date(),
        duration_ms: Date.now() - run.started_at.getTime(),
      })
      .where(and(eq(e2eTestRuns.id, runId), isNull(e2eTestRuns.claimed_at)));
    await recordAppEvent(tx, {
      event: 'e2e.run_stopped',
      userId,
      context: { run_id: runId },
    });
  });
}
