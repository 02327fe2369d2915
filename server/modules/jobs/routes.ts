/** /api/admin/jobs (admins only): the job runner's dead jobs, and Réessayer. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as endpoints from '@core/contracts/jobs';
import { endpointRoute } from '../../lib/endpoint-route';
import { requireAdmin, viewerOf } from '../../plugins/auth';
import { listDeadJobs, retryDeadJob } from './dead-jobs';

export async function adminJobRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  app.route({
    ...endpointRoute(app, endpoints.listDeadJobs),
    onRequest: requireAdmin,
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { jobs: await listDeadJobs({ db }) };
    },
  });
  app.route({
    ...endpointRoute(app, endpoints.retryDeadJob),
    onRequest: requireAdmin,
    handler: async (request) => {
      const viewer = await viewerOf(request);
      const kind = await retryDeadJob({ db, id: request.params.id, userId: viewer.userId });
      app.jobs.wake(kind);
      return { ok: true as const };
    },
  });
}
