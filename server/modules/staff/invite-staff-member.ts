/**
 * Invites a staff member by e-mail: the user is created if the address is new, given the role, and sent
 * an invitation of its own (who invited them, to which restaurant, the role, the link to set a password
 * on /auth/reset-password and its expiry) through the notification outbox, in the same transaction as
 * the role. The link is a better-auth password-reset token that lasts INVITATION_EXPIRY_H hours instead
 * of the reset's one. An address that is already staff is refused.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { STAFF_ROLE_LABELS } from '@core/schemas/staff';
import { userRoles } from '../../db/schema/index';
import { AppError } from '../../errors';
import { queueMail } from '../../integrations/mail/queue-mail';
import { loadBrand, staffInvitationMail } from '../../integrations/mail/templates';
import type { AccountRole } from '@core/api-views';
import { recordAppEvent } from '../events/record-app-event';
import { endSessions } from './end-sessions';

/** How long the invitation's link to set a password lasts. */
const INVITATION_EXPIRY_H = 72;

export async function inviteStaffMember({ app, actorId, email, role }: { app: FastifyInstance; actorId: string; email: string; role: AccountRole }) {
  const { db } = app.database;
  const context = await app.auth.$context;
  const found = await context.internalAdapter.findUserByEmail(email);
  const user = found?.user ?? (await context.internalAdapter.createUser({ email, name: '', emailVerified: true }, { method: 'admin' }));
  const inviter = await context.internalAdapter.findUserById(actorId);
  const brand = await loadBrand({ db, publicUrl: app.config.publicUrl });
  const token = randomBytes(24).toString('base64url');
  const url = `${app.config.publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
  await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(userRoles).where(eq(userRoles.user_id, user.id)).limit(1);
    if (existing) throw new AppError('STAFF_EXISTS');
    await tx.insert(userRoles).values({ user_id: user.id, role });
    await recordAppEvent(tx, { event: 'admin.staff.invited', userId: actorId, context: { staffUserId: user.id, email, after: { role } } });
    const mail = staffInvitationMail(brand, {
      url,
      inviter: inviter?.name?.trim() || inviter?.email || "L'administrateur",
      role: STAFF_ROLE_LABELS[role].toLowerCase(),
      expiresInHours: INVITATION_EXPIRY_H,
    });
    await queueMail({ db: tx, to: email, mail, scrub: true, priority: 'high' });
  });
  // The token only once the role is given: better-auth's reset flow reads it (hashed at rest).
  await context.internalAdapter.createVerificationValue({
    value: user.id,
    identifier: `reset-password:${token}`,
    expiresAt: new Date(Date.now() + INVITATION_EXPIRY_H * 3600_000),
  });
  // A customer who becomes staff signs in with a password from now on: their customer sessions end.
  if (found) {
    await endSessions({ db, userId: user.id });
    await app.forgetUserSessions(user.id);
  }
  return { userId: user.id };
}
