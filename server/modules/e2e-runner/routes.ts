/**
 * /api/admin/e2e/* (admins only, back-office §2, §7): suites, runs (last 10), one run (polled every 3 s),
 * its results, Lancer, Arrêter, Exporter (JSON, JUnit) and a suite's schedule.
 */
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as endpoints from '@core/contracts/e2e';
import { e2eTestSuites } from '../../db/schema/index';
import { endpointRoute } from '../../lib/endpoint-route';
import { requireAdmin, viewerOf } from '../../plugins/auth';
import { presentSuite } from './e2e-views';
import { lastE2eRunStarts } from './last-e2e-runs';
import { saveE2eSchedule } from './save-e2e-schedule';
import { exportRunJson, exportRunJunit } from './export-e2e-run';
import { listE2eResults } from './list-e2e-results';
import { getE2eRun, listE2eRuns } from './list-e2e-runs';
import { startE2eRun } from './start-e2e-run';
import { stopE2eRun } from './stop-e2e-run';

export async function adminE2eRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: requireAdmin };

  r.route({
    ...endpointRoute(r, endpoints.listE2eSuites),
    ...admin,
    handler: async () => {
      const rows = await db
        .select()
        .from(e2eTestSuites)
        .where(eq(e2eTestSuites.is_active, true))
        .orderBy(desc(e2eTestSuites.created_at), desc(e2eTestSuites.id));
      const last = await lastE2eRunStarts({ db, suiteIds: rows.map((r) => r.id) });
      return { suites: rows.map((row) => presentSuite(row, last.get(row.id) ?? null)) };
    },
  });

  r.route({
    ...endpointRoute(r, endpoints.listE2eRuns),
    ...admin,
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { runs: await listE2eRuns({ db }) };
    },
  });

  r.route({
    ...endpointRoute(r, endpoints.getE2eRun),
    ...admin,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { run: await getE2eRun({ db, runId: request.params.id }) };
    },
  });

  r.route({
    ...endpointRoute(r, endpoints.listE2eResults),
    ...admin,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await getE2eRun({ db, runId: request.params.id });
      return { results: await listE2eResults({ db, runId: request.params.id }) };
    },
  });

  r.route({
    ...endpointRoute(r, endpoints.exportE2eRun),
    ...admin,
    handler: async (request, reply) => {
      const run = await getE2eRun({ db, runId: request.params.id });
      const results = await listE2eResults({ db, runId: run.id });
      const [suite] = run.test_suite_id ? await db.select({ name: e2eTestSuites.name }).from(e2eTestSuites).where(eq(e2eTestSuites.id, run.test_suite_id)) : [];
      const junit = request.query.format === 'junit';
      reply
        .header('content-type', junit ? 'application/xml; charset=utf-8' : 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="e2e-run-${run.id}.${junit ? 'xml' : 'json'}"`);
      return junit ? exportRunJunit(run, suite?.name ?? 'E2E', results) : exportRunJson(run, results);
    },
  });

  r.route({
    ...endpointRoute(r, endpoints.startE2eRun),
    ...admin,
    handler: async (request) => {
      const viewer = await viewerOf(request);
      const runId = await startE2eRun({
        db,
        suiteId: request.body.test_suite_id,
        environment: request.body.environment,
        userId: viewer.userId,
      });
      app.e2eRunner.kick();
      return { run_id: runId };
    },
  });

  r.route({
    ...endpointRoute(r, endpoints.stopE2eRun),
    ...admin,
    handler: async (request) => {
      const viewer = await viewerOf(request);
      await stopE2eRun({ db, runId: request.body.test_run_id, userId: viewer.userId });
      return { ok: true };
    },
  });

  r.route({
    ...endpointRoute(r, endpoints.saveE2eSchedule),
    ...admin,
    handler: async (request) => {
      const viewer = await viewerOf(request);
      const suite = await saveE2eSchedule({ db, suiteId: request.params.id, input: request.body, userId: viewer.userId });
      const last = await lastE2eRunStarts({ db, suiteIds: [suite.id] });
      return presentSuite(suite, last.get(suite.id) ?? null);
    },
  });
}
