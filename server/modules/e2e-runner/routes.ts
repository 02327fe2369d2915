/**
 * /api/admin/e2e/* (admins only, back-office §2, §7): suites, runs (last 10), one run (polled every 3 s),
 * its results, Lancer, Arrêter, Exporter (JSON, JUnit) and a suite's schedule.
 */
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  E2eExportQuery,
  E2eResultsView,
  E2eRunDetailView,
  E2eRunParams,
  E2eRunsView,
  E2eScheduleInput,
  E2eSuiteView,
  E2eSuitesView,
  RunE2eInput,
  RunStartedView,
  StopE2eInput,
} from '@core/schemas/e2e';
import { E2eExportView } from '@core/api-views';
import { e2eTestSuites } from '../../db/schema/index';
import { requireAdmin, viewerOf } from '../../plugins/auth';
import { presentSuite } from './e2e-views';
import { lastE2eRunStarts } from './last-e2e-runs';
import { saveE2eSchedule } from './save-e2e-schedule';
import { exportRunJson, exportRunJunit } from './export-e2e-run';
import { listE2eResults } from './list-e2e-results';
import { getE2eRun, listE2eRuns } from './list-e2e-runs';
import { startE2eRun } from './start-e2e-run';
import { stopE2eRun } from './stop-e2e-run';

const NoQuery = z.object({});

export async function adminE2eRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: requireAdmin };

  r.get(
    '/e2e/suites',
    {
      ...admin,
      schema: { querystring: NoQuery, response: { 200: E2eSuitesView } },
    },
    async () => {
      const rows = await db
        .select()
        .from(e2eTestSuites)
        .where(eq(e2eTestSuites.is_active, true))
        .orderBy(desc(e2eTestSuites.created_at), desc(e2eTestSuites.id));
      const last = await lastE2eRunStarts({ db, suiteIds: rows.map((r) => r.id) });
      return { suites: rows.map((row) => presentSuite(row, last.get(row.id) ?? null)) };
    },
  );

  r.get(
    '/e2e/runs',
    {
      ...admin,
      schema: { querystring: NoQuery, response: { 200: E2eRunsView } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { runs: await listE2eRuns({ db }) };
    },
  );

  r.get(
    '/e2e/runs/:id',
    {
      ...admin,
      schema: { params: E2eRunParams, response: { 200: E2eRunDetailView } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { run: await getE2eRun({ db, runId: request.params.id }) };
    },
  );

  r.get(
    '/e2e/runs/:id/results',
    {
      ...admin,
      schema: { params: E2eRunParams, response: { 200: E2eResultsView } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await getE2eRun({ db, runId: request.params.id });
      return {
        results: await listE2eResults({ db, runId: request.params.id }),
      };
    },
  );

  r.get(
    '/e2e/runs/:id/export',
    {
      ...admin,
      schema: {
        params: E2eRunParams,
        querystring: E2eExportQuery,
        response: { 200: E2eExportView },
      },
    },
    async (request, reply) => {
      const run = await getE2eRun({ db, runId: request.params.id });
      const results = await listE2eResults({ db, runId: run.id });
      const [suite] = run.test_suite_id ? await db.select({ name: e2eTestSuites.name }).from(e2eTestSuites).where(eq(e2eTestSuites.id, run.test_suite_id)) : [];
      const junit = request.query.format === 'junit';
      reply
        .header('content-type', junit ? 'application/xml; charset=utf-8' : 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="e2e-run-${run.id}.${junit ? 'xml' : 'json'}"`);
      return junit ? exportRunJunit(run, suite?.name ?? 'E2E', results) : exportRunJson(run, results);
    },
  );

  r.post(
    '/e2e/run',
    {
      ...admin,
      schema: { body: RunE2eInput, response: { 200: RunStartedView } },
    },
    async (request) => {
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
  );

  r.post(
    '/e2e/stop',
    {
      ...admin,
      schema: {
        body: StopE2eInput,
        response: { 200: z.object({ ok: z.boolean() }) },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request);
      await stopE2eRun({
        db,
        runId: request.body.test_run_id,
        userId: viewer.userId,
      });
      return { ok: true };
    },
  );

  r.put(
    '/e2e/suites/:id/schedule',
    {
      ...admin,
      schema: {
        params: E2eRunParams,
        body: E2eScheduleInput,
        response: { 200: E2eSuiteView },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request);
      const suite = await saveE2eSchedule({ db, suiteId: request.params.id, input: request.body, userId: viewer.userId });
      const last = await lastE2eRunStarts({ db, suiteIds: [suite.id] });
      return presentSuite(suite, last.get(suite.id) ?? null);
    },
  );
}
