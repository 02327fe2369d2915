/**
 * Moves the customer's running missions after one of the server's own events (a delivered order, a
 * review), inside that event's transaction. Each mission has one progress row per period (period_key,
 * Africa/Tunis); the row is created or bumped with one upsert, so concurrent events add up and never
 * create two rows. A completed row stays as it is (completed_at set once).
 */
import { eq, sql } from 'drizzle-orm';
import { advanceMission, missionIncrement, missionPeriod, missionRunning, type MissionEvent } from '@core/loyalty-missions';
import type { Tx } from '../../db/client';
import { customerMissionProgress, missions } from '../../db/schema/index';

export async function advanceMissions({
  tx,
  customerId,
  event,
  now = new Date(),
}: {
  tx: Tx;
  customerId: number;
  event: MissionEvent;
  now?: Date;
}): Promise<number> {
  const running = (await tx.select().from(missions).where(eq(missions.actif, true))).filter((m) => missionRunning(m, now));
  let moved = 0;
  for (const mission of running) {
    const increment = missionIncrement(mission, event);
    if (increment <= 0) continue;
    const period = missionPeriod(mission.reset_period, now);
    const first = advanceMission(0, increment, mission.target_value);
    const [row] = await tx
      .insert(customerMissionProgress)
      .values({
        customer_id: customerId,
        mission_id: mission.id,
        period_key: period.key,
        current_progress: first.progress,
        is_completed: first.completed,
        completed_at: first.completed ? now : null,
        expires_at: period.endsAt ?? mission.ends_at,
      })
      .onConflictDoUpdate({
        target: [customerMissionProgress.customer_id, customerMissionProgress.mission_id, customerMissionProgress.period_key],
        set: {
          current_progress: sql`least(${mission.target_value}, ${customerMissionProgress.current_progress} + ${increment})`,
          is_completed: sql`${customerMissionProgress.is_completed} OR ${customerMissionProgress.current_progress} + ${increment} >= ${mission.target_value}`,
          completed_at: sql`coalesce(${customerMissionProgress.completed_at}, CASE WHEN ${customerMissionProgress.current_progress} + ${increment} >= ${mission.target_value} THEN ${now.toISOString()}::timestamptz END)`,
          updated_at: now,
        },
        setWhere: sql`NOT ${customerMissionProgress.is_completed}`,
      })
      .returning({ id: customerMissionProgress.id });
    if (row) moved += 1;
  }
  return moved;
}
