/**
 * Everything under /api/admin lives in this one encapsulated scope: its onRequest hook lets staff
 * (admin or operator) through and answers 401 to anonymous and 403 to everyone else, before any body is
 * read. Admin routes of later issues are registered inside `adminScope` and inherit the guard; parts
 * for admins only add `preHandler: requireAdmin`.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { requireStaff, viewerOf } from '../../plugins/auth';

/** Admin route plugins, registered inside the guarded scope (add yours to the list in app.ts). */
export function adminScope(plugins: FastifyPluginAsync[]) {
  return async function adminScopePlugin(admin: FastifyInstance) {
    admin.addHook('onRequest', requireStaff);
    admin.setNotFoundHandler((_request, reply) =>
      reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'Ressource introuvable' } }),
    );
    for (const plugin of plugins) await admin.register(plugin);
  };
}

export async function adminMeRoutes(app: FastifyInstance) {
  app.get('/me', async (request) => {
    const viewer = await viewerOf(request);
    return { email: viewer.email, role: viewer.role, userId: viewer.userId };
  });
}
