/** /api/admin/staff (admin only): list, invite, change role, disable / re-enable. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as endpoints from '@core/contracts/staff';
import { endpointRoute } from '../../lib/endpoint-route';
import { requireAdmin, viewerOf } from '../../plugins/auth';
import { inviteStaffMember } from './invite-staff-member';
import { listStaff } from './list-staff';
import { updateStaffMember } from './update-staff-member';

export async function staffRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Admins only, before any body is read (the admin scope already let staff through).
  app.addHook('onRequest', requireAdmin);

  routes.route({
    ...endpointRoute(routes, endpoints.listStaff),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const viewer = await viewerOf(request);
      return { staff: await listStaff({ db, viewerId: viewer.userId }) };
    },
  });

  routes.route({
    ...endpointRoute(routes, endpoints.inviteStaff),
    handler: async (request, reply) => {
      const viewer = await viewerOf(request);
      const invited = await inviteStaffMember({ app, actorId: viewer.userId, email: request.body.email, role: request.body.role });
      return reply.status(201).send(invited);
    },
  });

  routes.route({
    ...endpointRoute(routes, endpoints.updateStaff),
    handler: async (request) => {
      const viewer = await viewerOf(request);
      await updateStaffMember({ db, actorId: viewer.userId, userId: request.params.userId, changes: request.body });
      // Sessions are cached up to 30 s per instance: drop theirs everywhere too.
      await app.forgetUserSessions(request.params.userId);
      return { staff: await listStaff({ db, viewerId: viewer.userId }) };
    },
  });
}
