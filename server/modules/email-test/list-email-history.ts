/** The e-mail test page's history: the last 20 sends of any kind, newest first (back-office §7, §9). */
import { desc } from 'drizzle-orm';
import { EMAIL_HISTORY_SIZE } from '@core/limits';
import type { EmailHistoryEntryView } from '@core/schemas/diagnostics';
import type { DbOrTx } from '../../db/client';
import { emailHistory } from '../../db/schema/index';
import { presentEmailHistory } from './email-history-view';

export async function listEmailHistory({ db }: { db: DbOrTx }): Promise<EmailHistoryEntryView[]> {
  const rows = await db.select().from(emailHistory).orderBy(desc(emailHistory.created_at), desc(emailHistory.id)).limit(EMAIL_HISTORY_SIZE);
  return rows.map(presentEmailHistory);
}
