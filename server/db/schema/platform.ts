/**
 * Platform tables of the back-office spec: image library, event and log journals, e-mail history and
 * the end-to-end test runner's suites, runs and results.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, sqlStringList, timestamptz, updatedAt } from '../columns';
import { user } from './auth';

/** One rendered variation of a library image (server/jobs/image-variations.ts); AVIF and WebP per width. */
export interface StoredImageVariation {
  width: number;
  height: number;
  format: 'avif' | 'webp';
  url: string;
}

export const imageVariationStatuses = ['pending', 'processing', 'done', 'failed'] as const;
export type ImageVariationStatus = (typeof imageVariationStatuses)[number];

export interface E2eScenario {
  name: string;
  tests: string[];
}

export interface E2eLogEntry {
  timestamp: string;
  message: string;
}

export const logLevels = ['DEBUG', 'INFO', 'WARN', 'ERROR', 'CRITICAL'] as const;
export type LogLevel = (typeof logLevels)[number];
export const e2eRunStatuses = ['running', 'completed', 'failed', 'stopped'] as const;
export type E2eRunStatus = (typeof e2eRunStatuses)[number];
export const emailHistoryStatuses = ['sent', 'success', 'test_sent', 'error', 'failed'] as const;
export type EmailHistoryStatus = (typeof emailHistoryStatuses)[number];

export const imagesMetadata = pgTable(
  'images_metadata',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    bucket_name: text('bucket_name').notNull(),
    folder_path: text('folder_path'),
    /** 'produit' | 'categorie' | 'hero' | 'logo' | … */
    entity_type: text('entity_type'),
    entity_id: text('entity_id'),
    title: text('title'),
    alt_text: text('alt_text'),
    description: text('description'),
    original_filename: text('original_filename'),
    /** generated stored name, unique */
    filename: text('filename').notNull().unique(),
    /** the storage key of the original (bucket/folder/filename) and its public URL: what products and settings point at */
    storage_key: text('storage_key'),
    url: text('url'),
    mime_type: text('mime_type'),
    size_bytes: integer('size_bytes'),
    width: integer('width'),
    height: integer('height'),
    uploaded_by: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    /** the variations job (server/jobs/image-variations.ts): claimed with FOR UPDATE SKIP LOCKED */
    variations_status: text('variations_status').$type<ImageVariationStatus>().notNull().default('done'),
    variations_attempts: integer('variations_attempts').notNull().default(0),
    variations_next_at: timestamptz('variations_next_at'),
    variations_error: text('variations_error'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** smallest first */
    variations: jsonb('variations').$type<StoredImageVariation[]>().notNull().default([]),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('images_metadata_entity_idx').on(t.entity_type, t.entity_id),
    index('images_metadata_bucket_idx').on(t.bucket_name, t.folder_path, t.created_at),
    check('images_metadata_variations_liste', sql`jsonb_typeof(${t.variations}) = 'array'`),
    check('images_metadata_variations_status', sql`${t.variations_status} IN ('pending', 'processing', 'done', 'failed')`),
    index('images_metadata_url_idx').on(t.url),
    index('images_metadata_pending_idx').on(t.variations_status, t.variations_next_at),
  ],
);

export const userEvents = pgTable(
  'user_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    event_type: text('event_type').notNull(),
    user_id: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** { event_description, email, completed_via, timestamp } */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    created_at: createdAt(),
  },
  (t) => [index('user_events_user_idx').on(t.user_id, t.created_at)],
);

export const appLogs = pgTable(
  'app_logs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    level: text('level').$type<LogLevel>().notNull(),
    category: text('category'),
    operation: text('operation'),
    message: text('message').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>(),
    error: jsonb('error').$type<Record<string, unknown>>(),
    correlation_id: text('correlation_id'),
    session_id: text('session_id'),
    context: jsonb('context').$type<Record<string, unknown>>(),
    source: text('source'),
    user_agent: text('user_agent'),
    timestamp: timestamptz('timestamp').notNull().defaultNow(),
  },
  (t) => [index('app_logs_timestamp_idx').on(t.timestamp), check('app_logs_level', sql`${t.level} IN (${sqlStringList(logLevels)})`)],
);

export const appEvents = pgTable(
  'app_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    created_at: createdAt(),
    user_id: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    event: text('event').notNull(),
    context: jsonb('context').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('app_events_created_at_idx').on(t.created_at),
    index('app_events_event_idx').on(t.event),
    // An order's history on the board: every event naming the order.
    index('app_events_order_idx').on(sql`(${t.context}->>'order_id')`),
  ],
);

export const emailHistory = pgTable(
  'email_history',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    to_email: text('to_email').notNull(),
    subject: text('subject').notNull(),
    provider: text('provider'),
    status: text('status').$type<EmailHistoryStatus>().notNull(),
    email_type: text('email_type'),
    error: text('error'),
    /** The message itself, kept for the local outbox (/dev/mailbox) and for support. */
    html_body: text('html_body'),
    text_body: text('text_body'),
    created_at: createdAt(),
  },
  (t) => [index('email_history_created_at_idx').on(t.created_at), check('email_history_status', sql`${t.status} IN (${sqlStringList(emailHistoryStatuses)})`)],
);

export const e2eTestSuites = pgTable(
  'e2e_test_suites',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull().unique(),
    description: text('description'),
    is_active: boolean('is_active').notNull().default(true),
    test_scenarios: jsonb('test_scenarios').$type<E2eScenario[]>().notNull().default([]),
    /** Runs by itself when enabled: every schedule_minutes, or once a day at schedule_time (HH:MM, restaurant time); two failed runs in a row alert the restaurant. */
    schedule_enabled: boolean('schedule_enabled').notNull().default(false),
    schedule_minutes: integer('schedule_minutes'),
    schedule_time: text('schedule_time'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('e2e_test_suites_scenarios_liste', sql`jsonb_typeof(${t.test_scenarios}) = 'array'`),
    check('e2e_test_suites_schedule_time', sql`${t.schedule_time} IS NULL OR ${t.schedule_time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('e2e_test_suites_schedule_set', sql`NOT ${t.schedule_enabled} OR ${t.schedule_minutes} IS NOT NULL OR ${t.schedule_time} IS NOT NULL`),
  ],
);

export const e2eTestRuns = pgTable(
  'e2e_test_runs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    test_suite_id: integer('test_suite_id').references(() => e2eTestSuites.id, { onDelete: 'set null' }),
    status: text('status').$type<E2eRunStatus>().notNull().default('running'),
    environment: text('environment'),
    started_at: timestamptz('started_at').notNull().defaultNow(),
    completed_at: timestamptz('completed_at'),
    duration_ms: integer('duration_ms'),
    passed_tests: integer('passed_tests').notNull().default(0),
    failed_tests: integer('failed_tests').notNull().default(0),
    total_tests: integer('total_tests').notNull().default(0),
    error_message: text('error_message'),
    started_by: text('started_by').references(() => user.id, { onDelete: 'set null' }),
    /** Set when an instance's runner claims the run (FOR UPDATE SKIP LOCKED); null while it waits. */
    claimed_at: timestamptz('claimed_at'),
    /** Asked to stop (Arrêter): the runner stops after the current step. */
    stop_requested: boolean('stop_requested').notNull().default(false),
  },
  (t) => [
    index('e2e_test_runs_started_at_idx').on(t.started_at),
    // One run at a time across every instance.
    uniqueIndex('e2e_test_runs_one_running')
      .on(sql`(true)`)
      .where(sql`${t.status} = 'running'`),
    check('e2e_test_runs_status', sql`${t.status} IN (${sqlStringList(e2eRunStatuses)})`),
    check(
      'e2e_test_runs_compteurs',
      sql`${t.passed_tests} >= 0 AND ${t.failed_tests} >= 0 AND ${t.total_tests} >= 0 AND ${t.passed_tests} + ${t.failed_tests} <= ${t.total_tests}`,
    ),
  ],
);

export const e2eTestResults = pgTable(
  'e2e_test_results',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    test_run_id: integer('test_run_id')
      .notNull()
      .references(() => e2eTestRuns.id, { onDelete: 'cascade' }),
    test_name: text('test_name').notNull(),
    test_category: text('test_category'),
    /** passed | failed | running | anything else the runner reports */
    status: text('status').notNull(),
    started_at: timestamptz('started_at').notNull().defaultNow(),
    duration_ms: integer('duration_ms'),
    error_message: text('error_message'),
    stack_trace: text('stack_trace'),
    screenshots: jsonb('screenshots').$type<string[]>().notNull().default([]),
    logs: jsonb('logs').$type<E2eLogEntry[]>().notNull().default([]),
  },
  (t) => [index('e2e_test_results_run_idx').on(t.test_run_id, t.started_at)],
);

/**
 * The cluster-wide schedules of the job runner (server/jobs/job-runner.ts): one row per schedule, whose
 * next_run_at an instance moves forward with a conditional UPDATE before running it, so a schedule runs
 * once across instances however many of them tick.
 */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  next_run_at: timestamptz('next_run_at').notNull().defaultNow(),
  last_started_at: timestamptz('last_started_at'),
  last_error: text('last_error'),
});
