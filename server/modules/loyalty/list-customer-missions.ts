/**
 * The customer's missions: every running mission with this period's progress (0 when not started),
 * plus completed rewards still waiting to be claimed from earlier periods or finished missions.
 */
import { asc, eq } from 'drizzle-orm';
import { missionPeriod, missionRunning } from '@core/loyalty-missions';
import type { CustomerMissionView } from '@core/schemas/loyalty';
import type { DbOrTx } from '../../db/client';
import { customerMissionProgress, missions } from '../../db/schema/index';
import { customerMissionView } from './loyalty-views';

export async function listCustomerMissions({
  db,
  customerId,
  now = new Date(),
}: {
  db: DbOrTx;
  customerId: number;
  now?: Date;
}): Promise<CustomerMissionView[]> {
  const [all, progress] = await Promise.all([
    db.select().from(missions).orderBy(asc(missions.ordre_affichage), asc(missions.id)),
    db.select().from(customerMissionProgress).where(eq(customerMissionProgress.customer_id, customerId)),
  ]);
  const views: CustomerMissionView[] = [];
  for (const mission of all) {
    const period = missionPeriod(mission.reset_period, now);
    const rows = progress.filter((p) => p.mission_id === mission.id);
    const current = rows.find((p) => p.period_key === period.key) ?? null;
    if (missionRunning(mission, now)) views.push(customerMissionView(mission, current, period.endsAt ?? mission.ends_at, now));
    for (const unclaimed of rows.filter((p) => p !== current && p.is_completed && !p.reward_claimed)) {
      views.push(customerMissionView(mission, unclaimed, unclaimed.expires_at, now));
    }
  }
  return views;
}
