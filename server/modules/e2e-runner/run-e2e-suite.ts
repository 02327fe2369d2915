/**
 * Plays a claimed run: one e2e_test_results row per test (written 'running' before it starts, so the
 * screen's progress is real), the run's counters after each test, a stop request or the time limit
 * honoured between and during tests. At the end the test orders are cancelled and the staff session
 * closed, whatever happened.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { e2eTestResults, e2eTestRuns, e2eTestSuites, orders, userRoles, type E2eLogEntry } from '../../db/schema/index';
import { diskStorage } from '../../integrations/storage';
import { sessionCookieFor } from './staff-session';
import { recordAppEvent } from '../events/record-app-event';
import { E2eSkip, type E2eContext, type E2eState } from './e2e-context';
import { e2eOrderHeaders } from '../orders/test-orders';
import { ShopClient } from './shop-client';
import { suiteDefinition } from './suites';

const E2E_TEST_TIMEOUT_MS = 30_000;
export const E2E_RUN_TIME_LIMIT_MS = 5 * 60_000;
const STOP_POLL_MS = 500;

/** The address this process listens on: the runner goes through the network like any client. */
function listeningUrl(app: FastifyInstance): string | null {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') return null;
  const host =
    address.family === 'IPv6' ? (address.address === '::' ? '[::1]' : `[${address.address}]`) : address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
  return `http://${host}:${address.port}`;
}

interface Outcome {
  status: 'passed' | 'failed' | 'skipped' | 'stopped';
  error?: string;
  stack?: string;
}

export async function runE2eSuite({
  app,
  runId,
  timeLimitMs = E2E_RUN_TIME_LIMIT_MS,
}: {
  app: FastifyInstance;
  runId: number;
  timeLimitMs?: number;
}): Promise<void> {
  const { db } = app.database;
  const started = Date.now();
  const [run] = await db.select().from(e2eTestRuns).where(eq(e2eTestRuns.id, runId));
  if (!run) return;
  const [suiteRow] = run.test_suite_id ? await db.select().from(e2eTestSuites).where(eq(e2eTestSuites.id, run.test_suite_id)) : [];
  const suite = suiteRow ? suiteDefinition(suiteRow.name) : undefined;
  const finish = async (status: 'completed' | 'failed' | 'stopped', error_message: string | null) => {
    await db
      .update(e2eTestRuns)
      .set({
        status,
        error_message,
        completed_at: new Date(),
        duration_ms: Date.now() - started,
      })
      .where(and(eq(e2eTestRuns.id, runId), eq(e2eTestRuns.status, 'running')));
  };
  if (!suite) return finish('failed', 'Suite inconnue du serveur');
  const tests = suite.scenarios.flatMap((scenario) => scenario.tests.map((test) => ({ ...test, category: scenario.name })));
  await db.update(e2eTestRuns).set({ total_tests: tests.length }).where(eq(e2eTestRuns.id, runId));

  const base = listeningUrl(app);
  const controller = new AbortController();
  const limit = setTimeout(() => controller.abort(new Error('Temps limite dépassé')), timeLimitMs);
  const stopWatch = setInterval(async () => {
    const [row] = await db
      .select({ stop: e2eTestRuns.stop_requested })
      .from(e2eTestRuns)
      .where(eq(e2eTestRuns.id, runId))
      .catch(() => []);
    if (row?.stop) controller.abort(new Error('Exécution interrompue'));
  }, STOP_POLL_MS);
  const state: E2eState = { testOrderIds: [] };
  const kitchenUserId = run.started_by ?? (await db.select({ id: userRoles.user_id }).from(userRoles).where(eq(userRoles.role, 'admin')).limit(1))[0]?.id;
  const storage = diskStorage(app.config.uploadsDir);
  let passed = 0;
  let failed = 0;
  let firstFailure = '';
  let kitchen: ShopClient | null = null;
  try {
    if (!base) return await finish('failed', "Le serveur n'écoute sur aucun port : rien à tester");
    // Their orders are test orders from the first write: no kitchen or customer notification, no real payment.
    const customer = new ShopClient(base, app.config.publicUrl, e2eOrderHeaders());
    kitchen = new ShopClient(base, app.config.publicUrl, e2eOrderHeaders());
    if (kitchenUserId) kitchen.setCookieHeader(await sessionCookieFor(app, kitchenUserId));

    for (const test of tests) {
      if (controller.signal.aborted) break;
      const [result] = await db
        .insert(e2eTestResults)
        .values({
          test_run_id: runId,
          test_name: test.name,
          test_category: test.category,
          status: 'running',
        })
        .returning({ id: e2eTestResults.id });
      const logs: E2eLogEntry[] = [];
      const screenshots: string[] = [];
      const testStarted = Date.now();
      const ctx: E2eContext = {
        app,
        runId,
        customer,
        kitchen,
        state,
        signal: controller.signal,
        log: (message) => logs.push({ timestamp: new Date().toISOString(), message }),
        async screenshot(name, png) {
          const url = await storage.put(`e2e/run-${runId}/${result!.id}-${name}-${randomBytes(3).toString('hex')}.png`, png, 'image/png');
          screenshots.push(url);
          return url;
        },
      };
      const outcome = await playOne(() => test.run(ctx), controller.signal);
      if (outcome.status === 'passed') passed++;
      if (outcome.status === 'failed' && failed++ === 0) firstFailure = `« ${test.name} » : ${outcome.error}`;
      if (outcome.error)
        logs.push({
          timestamp: new Date().toISOString(),
          message: outcome.error,
        });
      await db
        .update(e2eTestResults)
        .set({
          status: outcome.status,
          duration_ms: Date.now() - testStarted,
          error_message: outcome.error ?? null,
          stack_trace: outcome.stack ?? null,
          logs,
          screenshots,
        })
        .where(eq(e2eTestResults.id, result!.id));
      await db.update(e2eTestRuns).set({ passed_tests: passed, failed_tests: failed }).where(eq(e2eTestRuns.id, runId));
    }
    // A stop asked while the last test ran is honoured even if the watch had not polled since.
    const [asked] = await db.select({ stop: e2eTestRuns.stop_requested }).from(e2eTestRuns).where(eq(e2eTestRuns.id, runId));
    const reason = controller.signal.aborted ? (controller.signal.reason as Error).message : asked?.stop ? 'Exécution interrompue' : null;
    if (reason === 'Exécution interrompue') await finish('stopped', reason);
    else if (reason) await finish('failed', reason);
    else await finish(failed === 0 ? 'completed' : 'failed', failed === 0 ? null : `${failed} test(s) en échec, dont ${firstFailure}`);
  } catch (err) {
    await finish('failed', err instanceof Error ? err.message : String(err));
  } finally {
    clearTimeout(limit);
    clearInterval(stopWatch);
    await cleanUp(app, runId, state.testOrderIds);
    if (kitchen) await kitchen.request('POST', '/api/auth/sign-out', {}).catch(() => undefined);
  }
}

async function playOne(run: () => Promise<void>, signal: AbortSignal): Promise<Outcome> {
  if (signal.aborted) return { status: 'stopped', error: (signal.reason as Error).message };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Délai dépassé (${E2E_TEST_TIMEOUT_MS / 1000} s)`)), E2E_TEST_TIMEOUT_MS);
  });
  const aborted = new Promise<never>((_, reject) =>
    signal.addEventListener('abort', () => reject(signal.reason as Error), {
      once: true,
    }),
  );
  try {
    await Promise.race([run(), timeout, aborted]);
    return { status: 'passed' };
  } catch (err) {
    const error = err instanceof Error ? err : new Error(String(err));
    if (err instanceof E2eSkip) return { status: 'skipped', error: error.message };
    return {
      status: signal.aborted ? 'stopped' : 'failed',
      error: error.message,
      stack: error.stack,
    };
  } finally {
    clearTimeout(timer);
  }
}

/** The run's orders: flagged as tests and cancelled, with one app event saying so. */
async function cleanUp(app: FastifyInstance, runId: number, orderIds: string[]) {
  if (orderIds.length === 0) return;
  await app.database.db.transaction(async (tx) => {
    await tx
      .update(orders)
      .set({
        is_test: true,
        statut_commande: 'Annule',
        cancelled_at: sql`coalesce(${orders.cancelled_at}, now())`,
      })
      .where(inArray(orders.id, orderIds));
    await recordAppEvent(tx, {
      event: 'e2e.orders_cancelled',
      context: { run_id: runId, order_ids: orderIds },
    });
  });
}
