/**
 * Contracts of the admin diagnostics (back-office §2, §7): the app events viewer and the e-mail test
 * page's history. Dates travel as ISO strings.
 */
import { z } from 'zod';
import { APP_EVENTS_MAX } from '../limits';
import { isoDateTime, emailView } from './view-fields';
import { numberText } from './fields';

const MAX_PREFIX_LENGTH = 100;

export const AppEventsQuery = z.object({
  /** Event prefix ('order.', 'ensure_profile.'); empty for every event. */
  prefix: z.string({ error: 'Filtre invalide' }).trim().max(MAX_PREFIX_LENGTH, `Le filtre ne doit pas dépasser ${MAX_PREFIX_LENGTH} caractères`).default(''),
  /** Live mode: only events after this id (the newest one already shown). */
  after: z.coerce
    .number({ error: 'Paramètre after invalide' })
    .int('Paramètre after invalide')
    .min(0, 'Paramètre after invalide')
    .max(2_147_483_647, 'Paramètre after invalide')
    .optional(),
  limit: z.coerce
    .number({ error: 'Limite invalide' })
    .int('Limite invalide')
    .min(1, 'Limite invalide')
    .max(APP_EVENTS_MAX, `Au plus ${APP_EVENTS_MAX} événements`)
    .default(APP_EVENTS_MAX),
});
export type AppEventsQuery = z.infer<typeof AppEventsQuery>;

export const AppEventView = z.object({
  id: z.number(),
  created_at: isoDateTime,
  user_id: z.string().nullable(),
  user_email: emailView.nullable(),
  event: z.string(),
  context: z.record(z.string(), z.unknown()),
});
export type AppEventView = z.infer<typeof AppEventView>;

export const AppEventsView = z.object({ events: z.array(AppEventView) });
export type AppEventsView = z.infer<typeof AppEventsView>;

export const EmailHistoryEntryView = z.object({
  id: z.number(),
  to_email: emailView,
  subject: z.string(),
  provider: z.string().nullable(),
  status: z.string(),
  email_type: z.string().nullable(),
  error: z.string().nullable(),
  created_at: isoDateTime,
});
export type EmailHistoryEntryView = z.infer<typeof EmailHistoryEntryView>;

export const EmailHistoryView = z.object({
  history: z.array(EmailHistoryEntryView),
});
export type EmailHistoryView = z.infer<typeof EmailHistoryView>;

export const TestEmailResultView = z.object({
  success: z.boolean(),
  message: z.string(),
  provider: z.string(),
  entry: EmailHistoryEntryView,
});
export type TestEmailResultView = z.infer<typeof TestEmailResultView>;

export const ProviderTestInput = z.object({
  test_email: z.email({ error: 'Adresse email invalide' }).max(254, 'Adresse email invalide'),
});
export type ProviderTestInput = z.infer<typeof ProviderTestInput>;

export const ProviderTestView = z.object({
  success: z.boolean(),
  message: z.string(),
  provider: z.string(),
  duration_ms: z.number(),
});
export type ProviderTestView = z.infer<typeof ProviderTestView>;

/** The Configuration tab: test mode and the mail server's information (port 465 with SSL by default, §9). */
export const DEFAULT_MAIL_PORT = 465;
const optionalEmail = z
  .string({ error: 'Adresse email invalide' })
  .trim()
  .max(254, 'Adresse email invalide')
  .nullish()
  .transform((v) => v || null)
  .refine((v) => v === null || z.email().safeParse(v).success, 'Adresse email invalide');

export const EmailConfigInput = z.object({
  test_mode: z.boolean({ error: 'Mode test invalide' }),
  host: z
    .string({ error: 'Serveur invalide' })
    .trim()
    .max(253, 'Serveur invalide')
    .nullish()
    .transform((v) => v || null),
  port: z.number({ error: 'Port invalide' }).int('Port invalide').min(1, 'Port invalide').max(65535, 'Port invalide').default(DEFAULT_MAIL_PORT),
  ssl: z.boolean({ error: 'SSL invalide' }).default(true),
  from_orders: optionalEmail,
  from_notifications: optionalEmail,
});
export type EmailConfigInput = z.infer<typeof EmailConfigInput>;
/** The back-office form of the mail server: the port typed as text; the server's rules. */
export const EmailConfigForm = EmailConfigInput.extend({ port: numberText(EmailConfigInput.shape.port) });

export const EmailConfigView = z.object({
  test_mode: z.boolean(),
  host: z.string().nullable(),
  port: z.number(),
  ssl: z.boolean(),
  from_orders: z.string().nullable(),
  from_notifications: z.string().nullable(),
  /** The transport this server actually uses (SMTP_URL, BREVO_API_KEY, else the local outbox). */
  active_provider: z.string(),
});
export type EmailConfigView = z.infer<typeof EmailConfigView>;

/** The authentication e-mail test page (back-office §2): the two real auth e-mails to any address. */
const AUTH_TEST_TYPES = ['reset_password', 'signup_confirmation'] as const;
export const AuthEmailTestInput = z.object({
  type: z.enum(AUTH_TEST_TYPES, { error: 'Type de test invalide' }),
  email: z.email({ error: 'Adresse email invalide' }).max(254, 'Adresse email invalide'),
});
export type AuthEmailTestInput = z.infer<typeof AuthEmailTestInput>;

export const AuthEmailTestView = z.object({
  success: z.boolean(),
  message: z.string(),
  entry: EmailHistoryEntryView,
});
export type AuthEmailTestView = z.infer<typeof AuthEmailTestView>;

/** A job of the job runner that failed for good (server/jobs/): which queue, what, why. */
export const DeadJobView = z.object({
  /** 'notification-12', 'image-5': the queue's table and the row. */
  id: z.string(),
  kind: z.enum(['notification:email', 'notification:telegram', 'image-variations']),
  /** What the job was about (the e-mail's subject, the Telegram message's first line, the image's name). */
  summary: z.string(),
  order_id: z.string().nullable(),
  attempts: z.number(),
  error: z.string().nullable(),
  created_at: isoDateTime,
});
export type DeadJobView = z.infer<typeof DeadJobView>;

export const DeadJobsView = z.object({ jobs: z.array(DeadJobView) });
export type DeadJobsView = z.infer<typeof DeadJobsView>;

export const DeadJobParams = z.object({
  id: z.string().regex(/^(notification|image)-[1-9]\d{0,9}$/, 'Identifiant de tâche invalide'),
});
