/**
 * Old journal rows go on a schedule, as long as the admin's settings say (Paramètres →
 * Diagnostics; defaults 30 and 90 days): app logs after retention_logs_jours, app events, user events
 * and the e-mail history after retention_evenements_jours. The settings are read at each prune, so a
 * change applies at the next one on every instance.
 */
import { lt, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { appEvents, appLogs, emailHistory, userEvents } from '../../db/schema/index';
import { selectRows } from '../../db/select-rows';
import { readSettingsRow } from '../../db/settings-row';

export interface PrunedJournals {
  logs: number;
  events: number;
  userEvents: number;
  emails: number;
}

export async function pruneJournals({ db, now = new Date() }: { db: Db; now?: Date }): Promise<PrunedJournals> {
  const settings = await readSettingsRow({ db });
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const logsBefore = daysAgo(settings.retention_logs_jours);
  const eventsBefore = daysAgo(settings.retention_evenements_jours);
  const logs = await deleteCounting(db, appLogs, lt(appLogs.timestamp, logsBefore));
  const events = await deleteCounting(db, appEvents, lt(appEvents.created_at, eventsBefore));
  const users = await deleteCounting(db, userEvents, lt(userEvents.created_at, eventsBefore));
  const emails = await deleteCounting(db, emailHistory, lt(emailHistory.created_at, eventsBefore));
  return { logs, events, userEvents: users, emails };
}

/** Deletes the rows and answers how many went, counted by PostgreSQL (no deleted row is sent back). */
async function deleteCounting(db: Db, table: PgTable, where: SQL): Promise<number> {
  const [row] = await selectRows<{ n: number }>(db, sql`with gone as (delete from ${table} where ${where} returning 1) select count(*)::int as n from gone`);
  return row?.n ?? 0;
}
