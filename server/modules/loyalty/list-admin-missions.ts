/** Every mission with how many customers completed it and how many are close (≥ 50 %) in the current period. */
import { asc, eq } from 'drizzle-orm';
import { isCloseToCompletion, missionPeriod } from '@core/loyalty-missions';
import type { AdminMissionView } from '@core/schemas/loyalty';
import type { DbOrTx } from '../../db/client';
import { customerMissionProgress, missions } from '../../db/schema/index';
import { missionView } from './loyalty-views';

export async function listAdminMissions({ db, now = new Date() }: { db: DbOrTx; now?: Date }): Promise<AdminMissionView[]> {
  const all = await db.select().from(missions).orderBy(asc(missions.ordre_affichage), asc(missions.id));
  return Promise.all(
    all.map(async (mission) => {
      const period = missionPeriod(mission.reset_period, now);
      const rows = await db
        .select({ current: customerMissionProgress.current_progress, period: customerMissionProgress.period_key, done: customerMissionProgress.is_completed })
        .from(customerMissionProgress)
        .where(eq(customerMissionProgress.mission_id, mission.id));
      const current = rows.filter((r) => r.period === period.key);
      return {
        ...missionView(mission),
        actif: mission.actif,
        ordre_affichage: mission.ordre_affichage,
        close_to_completion: current.filter((r) => !r.done && isCloseToCompletion(r.current, mission.target_value)).length,
        completed: current.filter((r) => r.done).length,
      };
    }),
  );
}
