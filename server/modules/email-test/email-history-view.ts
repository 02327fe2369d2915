/** email_history rows as the e-mail test page shows them (never the stored bodies). */
import type { EmailHistoryEntryView } from '@core/schemas/diagnostics';
import type { emailHistory } from '../../db/schema/index';

export function presentEmailHistory(row: typeof emailHistory.$inferSelect): EmailHistoryEntryView {
  return {
    id: row.id,
    to_email: row.to_email,
    subject: row.subject,
    provider: row.provider,
    status: row.status,
    email_type: row.email_type,
    error: row.error,
    created_at: row.created_at.toISOString(),
  };
}
