/** GET /api/health: the process answers, and says whether the database does (503 while it does not). */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthView } from '@core/api-views';
import type { Db } from '../../db/client';

export async function healthRoutes(fastify: FastifyInstance, opts: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/api/health', { schema: { response: { 200: HealthView, 503: HealthView } } }, async (request, reply) => {
    try {
      await opts.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: 'ok' as const };
    } catch (err) {
      request.log.error({ err }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'error', database: 'injoignable' });
    }
  });
}
