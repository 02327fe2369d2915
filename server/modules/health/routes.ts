import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';

export async function healthRoutes(app: FastifyInstance, opts: { db: Db }) {
  app.get('/api/health', async (request, reply) => {
    try {
      await opts.db.execute(sql`select 1`);
      return { status: 'ok', database: 'ok' };
    } catch (err) {
      request.log.error({ err }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'error', database: 'injoignable' });
    }
  });
}
