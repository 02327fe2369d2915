/** /api/admin/staff (admin only): list, invite, change role, disable / re-enable. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { InviteStaffInput, StaffListView, StaffParams, StaffUpdateInput } from '@core/schemas/staff';
import { requireAdmin, viewerOf } from '../../plugins/auth';
import { inviteStaffMember } from './invite-staff-member';
import { listStaff } from './list-staff';
import { updateStaffMember } from './update-staff-member';

export async function staffRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/staff', { preHandler: requireAdmin, schema: { response: { 200: StaffListView } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const viewer = await viewerOf(request);
    return { staff: await listStaff({ db, viewerId: viewer.userId }) };
  });

  routes.post(
    '/staff',
    { preHandler: requireAdmin, schema: { body: InviteStaffInput, response: { 200: z.object({ userId: z.string() }) } } },
    async (request) => {
      const viewer = await viewerOf(request);
      return inviteStaffMember({ app, actorId: viewer.userId, email: request.body.email, role: request.body.role });
    },
  );

  routes.patch(
    '/staff/:userId',
    { preHandler: requireAdmin, schema: { params: StaffParams, body: StaffUpdateInput, response: { 200: StaffListView } } },
    async (request) => {
      const viewer = await viewerOf(request);
      await updateStaffMember({ db, actorId: viewer.userId, userId: request.params.userId, changes: request.body });
      // Sessions are cached up to 30 s per instance: drop theirs everywhere too.
      await app.forgetUserSessions(request.params.userId);
      return { staff: await listStaff({ db, viewerId: viewer.userId }) };
    },
  );
}
