/** Staff for /admin/users: every user with a role, with their last sign-in (newest session). */
import { asc, eq, max } from 'drizzle-orm';
import type { StaffView } from '@core/schemas/staff';
import type { DbOrTx } from '../../db/client';
import { session, user, userRoles } from '../../db/schema/index';

export async function listStaff({ db, viewerId }: { db: DbOrTx; viewerId: string }): Promise<StaffView[]> {
  const rows = await db
    .select({
      userId: user.id,
      email: user.email,
      name: user.name,
      role: userRoles.role,
      desactive: userRoles.desactive,
      derniere_connexion: max(session.createdAt),
    })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.user_id))
    .leftJoin(session, eq(session.userId, user.id))
    .groupBy(user.id, userRoles.id)
    .orderBy(asc(user.email));
  return rows.map((r) => ({
    ...r,
    derniere_connexion: r.derniere_connexion ? new Date(r.derniere_connexion).toISOString() : null,
    isSelf: r.userId === viewerId,
  }));
}
