/**
 * Everything under /api/admin lives in this one encapsulated scope: its onRequest hook lets staff
 * (admin or operator) through and answers 401 to anonymous and 403 to everyone else, before any body is
 * read. Admin routes of later issues are registered inside `adminScope` and inherit the guard; parts
 * for admins only add an `onRequest: requireAdmin` guard (per route, or as a hook of their plugin).
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as endpoints from '@core/contracts/admin';
import { AppError } from '../../errors';
import { endpointRoute } from '../../lib/endpoint-route';
import { requireStaff, viewerOf } from '../../plugins/auth';

/** Admin route plugins, registered inside the guarded scope (add yours to the list in app.ts). */
export function adminScope(plugins: FastifyPluginAsync[]) {
  return async function adminScopePlugin(admin: FastifyInstance) {
    admin.addHook('onRequest', requireStaff);
    admin.setNotFoundHandler(() => {
      throw new AppError('NOT_FOUND');
    });
    for (const plugin of plugins) await admin.register(plugin);
  };
}

export async function adminMeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...endpointRoute(app, endpoints.getAdminMe),
    handler: async (request) => {
      const viewer = await viewerOf(request);
      if (!viewer.role) throw new AppError('FORBIDDEN');
      return { email: viewer.email, role: viewer.role, userId: viewer.userId };
    },
  });
}
