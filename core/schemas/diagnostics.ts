/**
 * Contracts of the admin diagnostics (back-office §2, §7): the app events viewer and the e-mail test
 * page's history. Dates travel as ISO strings.
 */
import { z } from 'zod';
import { APP_EVENTS_MAX } from '../limits';

const MAX_PREFIX_LENGTH = 100;

export const AppEventsQuery = z.object({
  /** Event prefix ('order.', 'ensure_profile.'); empty for every event. */
  prefix: z
    .string({ error: 'Filtre invalide' })
    .trim()
    .max(MAX_PREFIX_LENGTH, `Le filtre ne doit pas dépasser ${MAX_PREFIX_LENGTH} caractères`)
    .default(''),
  /** Live mode: only events after this id (the newest one already shown). */
  after: z.coerce.number({ error: 'Paramètre after invalide' }).int('Paramètre after invalide').min(0, 'Paramètre after invalide').max(2_147_483_647, 'Paramètre after invalide').optional(),
  limit: z.coerce.number({ error: 'Limite invalide' }).int('Limite invalide').min(1, 'Limite invalide').max(APP_EVENTS_MAX, `Au plus ${APP_EVENTS_MAX} événements`).default(APP_EVENTS_MAX),
});
export type AppEventsQuery = z.infer<typeof AppEventsQuery>;

export const AppEventView = z.object({
  id: z.number(),
  created_at: z.string(),
  user_id: z.string().nullable(),
  user_email: z.string().nullable(),
  event: z.string(),
  context: z.record(z.string(), z.unknown()),
});
export type AppEventView = z.infer<typeof AppEventView>;

export const AppEventsView = z.object({ events: z.array(AppEventView) });
export type AppEventsView = z.infer<typeof AppEventsView>;

export const EmailHistoryEntryView = z.object({
  id: z.number(),
  to_email: z.string(),
  subject: z.string(),
  provider: z.string().nullable(),
  status: z.string(),
  email_type: z.string().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
});
export type EmailHistoryEntryView = z.infer<typeof EmailHistoryEntryView>;

export const EmailHistoryView = z.object({ history: z.array(EmailHistoryEntryView) });
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
