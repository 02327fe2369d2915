/**
 * POST /api/logs: the browser's error batches (uncaught exceptions, failed API calls, error boundaries).
 * Open to every visitor, so it is rate-limited per IP and size-capped (64 KB, 50 entries).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as endpoints from '@core/contracts/logs';
import { endpointRoute } from '../../lib/endpoint-route';
import { storeBrowserLogs } from './store-browser-logs';

const LOG_INTAKE_BODY_LIMIT = 64 * 1024;
const LOG_INTAKE_PER_MINUTE = 30;

export async function logIntakeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const perIp = app.limit({
    name: 'log-intake',
    max: LOG_INTAKE_PER_MINUTE,
    windowS: 60,
    key: (r) => r.ip,
  });
  app.route({
    ...endpointRoute(app, endpoints.sendLogs),
    bodyLimit: LOG_INTAKE_BODY_LIMIT,
    preHandler: perIp,
    handler: async (request, reply) => {
      const stored = await storeBrowserLogs({
        db: app.database.db,
        input: request.body,
        userAgent: request.headers['user-agent'] ?? null,
      });
      return reply.status(202).send({ stored });
    },
  });
}
