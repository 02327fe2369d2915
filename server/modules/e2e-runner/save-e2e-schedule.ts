/**
 * An admin sets a suite's schedule: on or off, every N minutes or daily at HH:MM. One
 * transaction with the admin event carrying the schedule before and after.
 */
import { eq } from 'drizzle-orm';
import type { E2eScheduleInput } from '@core/schemas/e2e';
import type { Db } from '../../db/client';
import { e2eTestSuites } from '../../db/schema/index';
import { AppError } from '../../errors';
import { recordAppEvent } from '../events/record-app-event';

type SuiteRow = typeof e2eTestSuites.$inferSelect;

const scheduleOf = (row: SuiteRow) => ({
  schedule_enabled: row.schedule_enabled,
  schedule_minutes: row.schedule_minutes,
  schedule_time: row.schedule_time,
});

export async function saveE2eSchedule({ db, suiteId, input, userId }: { db: Db; suiteId: number; input: E2eScheduleInput; userId: string }): Promise<SuiteRow> {
  const enabled = input.schedule_enabled ?? (input.schedule_minutes !== null || input.schedule_time !== null);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(e2eTestSuites).where(eq(e2eTestSuites.id, suiteId)).for('update');
    if (!before) throw new AppError('E2E_SUITE_NOT_FOUND');
    const [after] = await tx
      .update(e2eTestSuites)
      .set({ schedule_enabled: enabled, schedule_minutes: input.schedule_minutes, schedule_time: input.schedule_time })
      .where(eq(e2eTestSuites.id, before.id))
      .returning();
    await recordAppEvent(tx, {
      event: 'admin.e2e_schedule.updated',
      userId,
      context: { suite_id: before.id, before: scheduleOf(before), after: scheduleOf(after!) },
    });
    return after!;
  });
}
