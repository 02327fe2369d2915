/** Runner rows as the screen sees them. */
import { nextE2eRun } from '@core/e2e-schedule';
import type { E2eResultView, E2eRunView, E2eSuiteView } from '@core/schemas/e2e';
import type { e2eTestResults, e2eTestRuns, e2eTestSuites } from '../../db/schema/index';

/** A suite with its schedule and, from its last run, when it runs by itself next. */
export function presentSuite(row: typeof e2eTestSuites.$inferSelect, lastRunAt: Date | null, now = new Date()): E2eSuiteView {
  const { id, name, description, is_active, schedule_enabled, schedule_minutes, schedule_time, test_scenarios } = row;
  return {
    id,
    name,
    description,
    is_active,
    schedule_enabled,
    schedule_minutes,
    schedule_time,
    next_run_at: nextE2eRun(row, lastRunAt, now)?.toISOString() ?? null,
    last_run_at: lastRunAt?.toISOString() ?? null,
    test_scenarios,
    created_at: row.created_at.toISOString(),
  };
}

export function presentRun(row: typeof e2eTestRuns.$inferSelect, finished: number): E2eRunView {
  return {
    id: row.id,
    test_suite_id: row.test_suite_id,
    status: row.status,
    environment: row.environment,
    started_at: row.started_at.toISOString(),
    completed_at: row.completed_at?.toISOString() ?? null,
    duration_ms: row.duration_ms,
    passed_tests: row.passed_tests,
    failed_tests: row.failed_tests,
    total_tests: row.total_tests,
    finished_tests: finished,
    error_message: row.error_message,
    stop_requested: row.stop_requested,
  };
}

export function presentResult(row: typeof e2eTestResults.$inferSelect): E2eResultView {
  return { ...row, started_at: row.started_at.toISOString() };
}
