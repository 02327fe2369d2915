/** The admin creates, edits or pauses a mission; an app event keeps before and after. */
import { eq } from 'drizzle-orm';
import type { MissionInput } from '@core/schemas/loyalty';
import type { Db } from '../../db/client';
import { missions } from '../../db/schema/index';
import { AppError } from '../../errors';
import { recordAppEvent } from '../events/record-app-event';

type MissionRow = typeof missions.$inferSelect;

function snapshot(m: MissionRow) {
  return { ...m, starts_at: m.starts_at?.toISOString() ?? null, ends_at: m.ends_at?.toISOString() ?? null, created_at: undefined, updated_at: undefined };
}

function toRow(input: Partial<MissionInput>) {
  const { starts_at, ends_at, ...rest } = input;
  return {
    ...rest,
    ...(starts_at !== undefined ? { starts_at: starts_at ? new Date(starts_at) : null } : {}),
    ...(ends_at !== undefined ? { ends_at: ends_at ? new Date(ends_at) : null } : {}),
  };
}

export async function saveMission({ db, id, input, userId }: { db: Db; id?: number; input: Partial<MissionInput>; userId: string }): Promise<MissionRow> {
  return db.transaction(async (tx) => {
    if (id === undefined) {
      const [created] = await tx
        .insert(missions)
        .values(toRow(input) as typeof missions.$inferInsert)
        .returning();
      await recordAppEvent(tx, { event: 'admin.loyalty.mission.created', userId, context: { id: created!.id, before: null, after: snapshot(created!) } });
      return created!;
    }
    const [current] = await tx.select().from(missions).where(eq(missions.id, id)).for('update');
    if (!current) throw new AppError('MISSION_NOT_FOUND');
    const [updated] = await tx
      .update(missions)
      .set({ ...toRow(input), updated_at: new Date() })
      .where(eq(missions.id, id))
      .returning();
    const event =
      Object.keys(input).length === 1 && 'actif' in input
        ? input.actif
          ? 'admin.loyalty.mission.resumed'
          : 'admin.loyalty.mission.paused'
        : 'admin.loyalty.mission.updated';
    await recordAppEvent(tx, { event, userId, context: { id, before: snapshot(current), after: snapshot(updated!) } });
    return updated!;
  });
}
