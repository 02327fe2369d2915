/**
 * Health checks. GET /api/health: the process answers, and says whether the database does (503 while it
 * does not; kept as it was for the monitors already pointed at it). GET /api/health/live: the process
 * answers, no I/O (a liveness probe: restart when it fails). GET /api/health/ready: this instance can serve
 * (a readiness probe: take it out of the load balancer while it fails) — the database answers, no migration
 * is pending, Redis answers PING when REDIS_URL is set, the image storage is usable. Each check is bounded by
 * CHECK_TIMEOUT_MS and the verdict is kept READY_CACHE_MS, so a probe every second costs little.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthView, ReadinessView } from '@core/api-views';
import * as endpoints from '@core/contracts/health';
import { pendingMigrations, type Db } from '../../db/client';
import { endpointRoute } from '../../lib/endpoint-route';

const READY_CACHE_MS = 3000;
const CHECK_TIMEOUT_MS = 2000;

type CheckName = keyof ReadinessView['checks'];

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`pas de réponse en ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export async function healthRoutes(fastify: FastifyInstance, opts: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const health = endpointRoute(app, endpoints.getHealth);
  app.route({
    ...health,
    schema: { ...health.schema, response: { ...health.schema.response, 503: HealthView } },
    handler: async (request, reply) => {
      try {
        await opts.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'error', database: 'injoignable' });
      }
    },
  });

  app.route({ ...endpointRoute(app, endpoints.getLiveness), handler: async () => ({ status: 'ok' as const }) });

  const checks: Record<CheckName, (() => Promise<void>) | null> = {
    database: async () => void (await opts.db.execute(sql`select 1`)),
    migrations: async () => {
      const pending = await pendingMigrations(opts.db);
      if (pending > 0) throw new Error(`${pending} migration(s) en attente`);
    },
    redis: app.redis ? async () => void (await app.redis!.ping()) : null,
    storage: async () => app.storage.probe(),
  };
  let cached: { at: number; verdict: Promise<ReadinessView> } | null = null;
  const evaluate = async (): Promise<ReadinessView> => {
    const entries = await Promise.all(
      (Object.keys(checks) as CheckName[]).map(async (name): Promise<[CheckName, string]> => {
        const check = checks[name];
        if (!check) return [name, 'absent'];
        try {
          await withTimeout(check(), CHECK_TIMEOUT_MS);
          return [name, 'ok'];
        } catch (err) {
          app.log.warn({ err, check: name }, 'readiness check failed');
          return [name, 'échec'];
        }
      }),
    );
    const failed = entries.filter(([, result]) => result !== 'ok' && result !== 'absent').map(([name]) => name);
    return { status: failed.length ? 'error' : 'ok', checks: Object.fromEntries(entries) as ReadinessView['checks'], failed };
  };

  const ready = endpointRoute(app, endpoints.getReadiness);
  app.route({
    ...ready,
    // the failing verdict is a 503 with the same view: not a success answer of the contract
    schema: { ...ready.schema, response: { ...ready.schema.response, 503: ReadinessView } },
    handler: async (_request, reply) => {
      const now = Date.now();
      if (!cached || now - cached.at > READY_CACHE_MS) cached = { at: now, verdict: evaluate() };
      const verdict = await cached.verdict;
      return reply.status(verdict.status === 'ok' ? 200 : 503).send(verdict);
    },
  });
}
