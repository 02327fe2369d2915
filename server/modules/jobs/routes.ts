/** /api/admin/jobs (admins only): the job runner's dead jobs, and Réessayer. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OkView } from '@core/api-views';
import { DeadJobParams, DeadJobsView } from '@core/schemas/diagnostics';
import { requireAdmin, viewerOf } from '../../plugins/auth';
import { listDeadJobs, retryDeadJob } from './dead-jobs';

const NoBody = z.object({}).optional();

export async function adminJobRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  app.get('/jobs/dead', { onRequest: requireAdmin, schema: { response: { 200: DeadJobsView } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { jobs: await listDeadJobs({ db }) };
  });
  app.post('/jobs/:id/retry', { onRequest: requireAdmin, schema: { params: DeadJobParams, body: NoBody, response: { 200: OkView } } }, async (request) => {
    const viewer = await viewerOf(request);
    const kind = await retryDeadJob({ db, id: request.params.id, userId: viewer.userId });
    app.jobs.wake(kind);
    return { ok: true as const };
  });
}
