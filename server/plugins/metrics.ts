/**
 * Prometheus metrics (lib/metrics.ts): app.metrics for the modules to count, every request timed by route,
 * and /metrics served where config.metrics says — on a port of its own (METRICS_PORT: scraped on the
 * private network, never published), or on the main port behind `Authorization: Bearer METRICS_TOKEN`,
 * or openly outside production when neither is set. In production with neither, there is no /metrics.
 */
import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { AppError } from '../errors';
import { selectRows } from '../db/select-rows';
import { createMetrics, type MetricSources, type Metrics } from '../lib/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
    /** The separate metrics server's address once listening (METRICS_PORT), else null. */
    metricsAddress(): AddressInfo | null;
  }
}

/** Pending and failed rows per channel, in one grouped query on the outbox's (status, …) index. */
async function readOutbox(app: FastifyInstance): ReturnType<MetricSources['outbox']> {
  const rows = await selectRows<{ channel: string; pending: number; oldest: number | null; failed: number }>(
    app.database.db,
    sql`select type as channel,
          count(*) filter (where status in ('pending', 'processing'))::int as pending,
          extract(epoch from now() - min(created_at) filter (where status in ('pending', 'processing')))::float8 as oldest,
          count(*) filter (where status = 'failed')::int as failed
        from notification_outbox where status in ('pending', 'processing', 'failed') group by type`,
  );
  return rows.map((r) => ({ channel: r.channel, pending: Number(r.pending), oldestAgeS: Math.max(0, Number(r.oldest ?? 0)), failed: Number(r.failed) }));
}

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const metricsPlugin = fp(
  async function metricsPlugin(app: FastifyInstance) {
    const metrics = createMetrics();
    const { port, token, open } = app.config.metrics;
    metrics.setSources({ pool: () => app.database.poolStats(), outbox: () => readOutbox(app) });
    app.decorate('metrics', metrics);

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      metrics.httpDuration.observe({ route, method: request.method, status_class: `${Math.floor(reply.statusCode / 100)}xx` }, reply.elapsedTime / 1000);
    });

    const served = port !== undefined || token !== undefined || open;
    if (served) metrics.collectProcessMetrics();

    let server: Server | null = null;
    app.decorate('metricsAddress', () => (server?.address() as AddressInfo | null) ?? null);
    if (port !== undefined) {
      // Its own tiny server: not behind the app's hooks (gate, origin check), not on the published port.
      app.addHook('onListen', async () => {
        server = createServer((req, res) => {
          if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
            res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Introuvable\n');
            return;
          }
          metrics.registry.metrics().then(
            (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
            (err: unknown) => {
              app.log.error({ err }, 'metrics: collection failed');
              res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Erreur de collecte des métriques\n');
            },
          );
        });
        await new Promise<void>((resolve, reject) => {
          server!.once('error', reject);
          server!.listen(port, app.config.host, () => resolve());
        });
      });
      app.addHook('onClose', async () => {
        await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      });
    }
  },
  { name: 'metrics' },
);

/** GET /metrics on the main port (behind METRICS_TOKEN, or open in development); registered with the routes. */
export async function metricsRoutes(app: FastifyInstance) {
  const { port, token, open } = app.config.metrics;
  if (port !== undefined || (!token && !open)) return;
  app.get('/metrics', { schema: { hide: true, response: { 200: z.string() } } }, async (request, reply) => {
    if (token && !bearerMatches(request, token)) throw new AppError('UNAUTHENTICATED');
    const text = await app.metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(app.metrics.registry.contentType).send(text);
  });
}
