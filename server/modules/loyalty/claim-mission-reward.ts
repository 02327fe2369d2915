/**
 * claim-mission-reward (§7): pays a completed mission's reward once. The progress row is flipped by a
 * conditional UPDATE (completed, not yet claimed, the customer's own), so a second claim or two at the
 * same time find nothing to flip and pay nothing ('Impossible de récupérer la récompense.'); the
 * ledger's unique key on the mission reward stands behind it.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerMissionProgress, missions } from '../../db/schema/index';
import { AppError } from '../../errors';
import { notifyAccountEvent } from '../../lib/account-events';
import { recordLedgerEntry } from './record-ledger-entry';

export async function claimMissionReward({ db, customerId, progressId, now = new Date() }: { db: Db; customerId: number; progressId: number; now?: Date }) {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(customerMissionProgress)
      .set({ reward_claimed: true, claimed_at: now, updated_at: now })
      .where(
        and(
          eq(customerMissionProgress.id, progressId),
          eq(customerMissionProgress.customer_id, customerId),
          eq(customerMissionProgress.is_completed, true),
          eq(customerMissionProgress.reward_claimed, false),
        ),
      )
      .returning();
    if (!claimed) throw new AppError('MISSION_CLAIM_FAILED');
    const [mission] = await tx.select().from(missions).where(eq(missions.id, claimed.mission_id));
    if (!mission) throw new AppError('MISSION_CLAIM_FAILED');
    const entry = await recordLedgerEntry({
      tx,
      customerId,
      type: 'mission_reward',
      description: `Mission : ${mission.title}`,
      earned: mission.reward_points,
      missionProgressId: claimed.id,
    });
    if (!entry) throw new AppError('MISSION_CLAIM_FAILED');
    await notifyAccountEvent(tx, customerId);
    return { pointsAwarded: mission.reward_points, missionTitle: mission.title, balance: entry.balance };
  });
}
