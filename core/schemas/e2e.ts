/** Contracts of the end-to-end runner's screen (back-office §2, §3, §7). Dates travel as ISO strings. */
import { z } from 'zod';

const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

export const E2eSuiteView = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  is_active: z.boolean(),
  schedule_minutes: z.number().nullable(),
  created_at: z.string(),
  test_scenarios: z.array(z.object({ name: z.string(), tests: z.array(z.string()) })),
});
export type E2eSuiteView = z.infer<typeof E2eSuiteView>;

export const E2eRunView = z.object({
  id: z.number(),
  test_suite_id: z.number().nullable(),
  status: z.string(),
  environment: z.string().nullable(),
  started_at: z.string(),
  completed_at: z.string().nullable(),
  duration_ms: z.number().nullable(),
  passed_tests: z.number(),
  failed_tests: z.number(),
  total_tests: z.number(),
  /** Tests finished so far (passed, failed or skipped): the progress bar's real progress. */
  finished_tests: z.number(),
  error_message: z.string().nullable(),
  stop_requested: z.boolean(),
});
export type E2eRunView = z.infer<typeof E2eRunView>;

export const E2eResultView = z.object({
  id: z.number(),
  test_run_id: z.number(),
  test_name: z.string(),
  test_category: z.string().nullable(),
  status: z.string(),
  started_at: z.string(),
  duration_ms: z.number().nullable(),
  error_message: z.string().nullable(),
  stack_trace: z.string().nullable(),
  screenshots: z.array(z.string()),
  logs: z.array(z.object({ timestamp: z.string(), message: z.string() })),
});
export type E2eResultView = z.infer<typeof E2eResultView>;

export const E2eSuitesView = z.object({ suites: z.array(E2eSuiteView) });
export const E2eRunsView = z.object({ runs: z.array(E2eRunView) });
export const E2eRunDetailView = z.object({ run: E2eRunView });
export const E2eResultsView = z.object({ results: z.array(E2eResultView) });

export const E2eRunParams = z.object({ id: id('Exécution introuvable') });
export const E2eExportQuery = z.object({
  format: z.enum(['json', 'junit'], { error: "Format d'export invalide" }).default('json'),
});

export const RunE2eInput = z.object({
  test_suite_id: id('Suite de tests introuvable'),
  environment: z.string({ error: 'Environnement invalide' }).trim().max(30, 'Environnement invalide').default('production'),
});
export const StopE2eInput = z.object({
  test_run_id: id('Exécution introuvable'),
});
export const RunStartedView = z.object({ run_id: z.number() });

export const E2eScheduleInput = z.object({
  /** Every N minutes, or null for launches by hand only. */
  schedule_minutes: z
    .number({ error: 'Fréquence invalide' })
    .int('Fréquence invalide')
    .min(5, 'La fréquence minimale est de 5 minutes')
    .max(10_080, 'La fréquence maximale est d’une semaine')
    .nullable(),
});
