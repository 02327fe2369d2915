/**
 * Invites a staff member by e-mail: the user is created if the address is new, given the role, and sent a
 * link to set their password (better-auth's reset flow, the page /auth/reset-password). An address that
 * is already staff is refused.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userRoles } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { StaffRole } from '../../plugins/auth';
import { recordAppEvent } from '../events/record-app-event';
import { endSessions } from './end-sessions';

export async function inviteStaffMember({ app, actorId, email, role }: { app: FastifyInstance; actorId: string; email: string; role: StaffRole }) {
  const { db } = app.database;
  const context = await app.auth.$context;
  const found = await context.internalAdapter.findUserByEmail(email);
  const user = found?.user ?? (await context.internalAdapter.createUser({ email, name: '', emailVerified: true }, { method: 'admin' }));
  await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(userRoles).where(eq(userRoles.user_id, user.id)).limit(1);
    if (existing) throw new AppError('STAFF_EXISTS');
    await tx.insert(userRoles).values({ user_id: user.id, role });
    await recordAppEvent(tx, { event: 'admin.staff.invited', userId: actorId, context: { staffUserId: user.id, email, after: { role } } });
  });
  // A customer who becomes staff signs in with a password from now on: their customer sessions end.
  if (found) {
    await endSessions({ db, userId: user.id });
    await app.forgetUserSessions(user.id);
  }
  await app.auth.api.requestPasswordReset({ body: { email, redirectTo: '/auth/reset-password' } });
  return { userId: user.id };
}
