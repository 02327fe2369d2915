/**
 * Changes a staff member's role or disables / re-enables them. An admin cannot change their own role or
 * disable themselves; the last active admin cannot be demoted or disabled (checked under a lock on the
 * admin rows, so two admins demoting each other at once cannot both succeed). A change ends that
 * person's sessions at once and is recorded with before and after.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userRoles } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { AccountRole } from '@core/api-views';
import { recordAppEvent } from '../events/record-app-event';
import { endSessions } from './end-sessions';

export interface UpdateStaffMemberOptions {
  db: Db;
  actorId: string;
  userId: string;
  changes: { role?: AccountRole; desactive?: boolean };
}

export async function updateStaffMember({ db, actorId, userId, changes }: UpdateStaffMemberOptions): Promise<void> {
  if (userId === actorId) throw new AppError('STAFF_SELF_CHANGE');
  await db.transaction(async (tx) => {
    const admins = await tx.select().from(userRoles).where(eq(userRoles.role, 'admin')).for('update');
    const [target] = await tx.select().from(userRoles).where(eq(userRoles.user_id, userId)).for('update');
    if (!target) throw new AppError('STAFF_NOT_FOUND');
    const after = { role: changes.role ?? target.role, desactive: changes.desactive ?? target.desactive };
    if (after.role === target.role && after.desactive === target.desactive) return;
    const activeAdminsAfter = admins.filter((a) => !a.desactive && a.user_id !== userId).length + (after.role === 'admin' && !after.desactive ? 1 : 0);
    if (activeAdminsAfter === 0) throw new AppError('LAST_ADMIN');
    await tx
      .update(userRoles)
      .set(after)
      .where(and(eq(userRoles.user_id, userId)));
    await endSessions({ db: tx, userId });
    await recordAppEvent(tx, {
      event: 'admin.staff.updated',
      userId: actorId,
      context: { staffUserId: userId, before: { role: target.role, desactive: target.desactive }, after },
    });
  });
}
