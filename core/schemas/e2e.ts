/** Contracts of the end-to-end runner's screen (back-office §2, §3, §7). Dates travel as ISO strings. */
import { z } from 'zod';
import { isoDateTime } from './view-fields';
import { textNumber } from './fields';

const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

export const E2eSuiteView = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  is_active: z.boolean(),
  /** Runs by itself: every schedule_minutes, or daily at schedule_time (HH:MM, restaurant clock). */
  schedule_enabled: z.boolean(),
  schedule_minutes: z.number().nullable(),
  schedule_time: z.string().nullable(),
  /** When it runs by itself next (ISO), null when not scheduled. */
  next_run_at: isoDateTime.nullable(),
  last_run_at: isoDateTime.nullable(),
  created_at: isoDateTime,
  test_scenarios: z.array(z.object({ name: z.string(), tests: z.array(z.string()) })),
});
export type E2eSuiteView = z.infer<typeof E2eSuiteView>;

export const E2eRunView = z.object({
  id: z.number(),
  test_suite_id: z.number().nullable(),
  status: z.string(),
  environment: z.string().nullable(),
  started_at: isoDateTime,
  completed_at: isoDateTime.nullable(),
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
  started_at: isoDateTime,
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

export const E2E_SCHEDULE_MESSAGES = {
  invalidFrequency: 'Fréquence invalide',
  minFrequency: 'La fréquence minimale est de 5 minutes',
  maxFrequency: 'La fréquence maximale est d’une semaine',
  invalidTime: 'Heure invalide (HH:MM)',
  whenRequired: 'Choisissez une fréquence ou une heure pour planifier la suite',
  oneOf: 'Choisissez une fréquence ou une heure, pas les deux',
} as const;

/**
 * A suite's schedule: every N minutes, or once a day at HH:MM (restaurant clock). Without
 * schedule_enabled (older clients), a frequency or a time turns the schedule on and neither turns it off.
 */
export const E2eScheduleInput = z
  .object({
    schedule_enabled: z.boolean({ error: E2E_SCHEDULE_MESSAGES.invalidFrequency }).optional(),
    schedule_minutes: z
      .number({ error: E2E_SCHEDULE_MESSAGES.invalidFrequency })
      .int(E2E_SCHEDULE_MESSAGES.invalidFrequency)
      .min(5, E2E_SCHEDULE_MESSAGES.minFrequency)
      .max(10_080, E2E_SCHEDULE_MESSAGES.maxFrequency)
      .nullable(),
    schedule_time: z
      .string({ error: E2E_SCHEDULE_MESSAGES.invalidTime })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, E2E_SCHEDULE_MESSAGES.invalidTime)
      .nullable()
      .default(null),
  })
  .refine((s) => s.schedule_minutes === null || s.schedule_time === null, { message: E2E_SCHEDULE_MESSAGES.oneOf, path: ['schedule_time'] })
  .refine((s) => !s.schedule_enabled || s.schedule_minutes !== null || s.schedule_time !== null, {
    message: E2E_SCHEDULE_MESSAGES.whenRequired,
    path: ['schedule_minutes'],
  });
export type E2eScheduleInput = z.infer<typeof E2eScheduleInput>;
/** The back-office form of a schedule: every N minutes (typed as text) or daily at a time; only the chosen one is sent. */
export const E2eScheduleForm = z
  .object({ schedule_enabled: z.boolean(), mode: z.enum(['interval', 'daily']), schedule_minutes: z.string(), schedule_time: z.string() })
  .transform((f): z.input<typeof E2eScheduleInput> => ({
    schedule_enabled: f.schedule_enabled,
    schedule_minutes: f.mode === 'interval' ? textNumber(f.schedule_minutes) : null,
    schedule_time: f.mode === 'daily' ? f.schedule_time : null,
  }))
  .pipe(E2eScheduleInput);
