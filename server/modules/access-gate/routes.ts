/** POST /api/verify-access {password} → {success, message}: the testers' card of the gate screen. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as endpoints from '@core/contracts/access-gate';
import { endpointRoute } from '../../lib/endpoint-route';
import { grantCookieHeader } from './access-grant';
import { verifyAccess } from './verify-access';

export async function accessGateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // 10 attempts per IP per 15 minutes; each refusal is also logged.
  const perIp = app.limit({ name: 'verify-access-ip', max: 10, windowS: 15 * 60, key: (r) => r.ip, error: 'RATE_LIMITED' });

  app.route({
    ...endpointRoute(app, endpoints.verifyAccess),
    preHandler: perIp,
    handler: async (request, reply) => {
      let result;
      try {
        result = await verifyAccess({ db: app.database.db, password: request.body.password, secret: app.gateSecret, ip: request.ip });
      } catch (error) {
        request.log.warn({ ip: request.ip }, 'access gate: wrong password');
        throw error;
      }
      if (result.grant) {
        reply.header('set-cookie', grantCookieHeader({ ...result.grant, secure: app.config.publicUrl.startsWith('https://') }));
      }
      reply.header('cache-control', 'no-store');
      return { success: true, message: 'Accès autorisé' };
    },
  });
}
