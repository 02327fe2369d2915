/**
 * Old journal rows go on a schedule (issue 14), as long as the admin's settings say (Paramètres →
 * Diagnostics; defaults 30 and 90 days): app logs after retention_logs_jours, app events, user events
 * and the e-mail history after retention_evenements_jours. The settings are read at each prune, so a
 * change applies at the next one on every instance.
 */
import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appEvents, appLogs, emailHistory, userEvents } from '../../db/schema/index';
import { readSettingsRow } from '../settings/settings-row';

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
  const logs = await db.delete(appLogs).where(lt(appLogs.timestamp, logsBefore)).returning({ id: appLogs.id });
  const events = await db.delete(appEvents).where(lt(appEvents.created_at, eventsBefore)).returning({ id: appEvents.id });
  const users = await db.delete(userEvents).where(lt(userEvents.created_at, eventsBefore)).returning({ id: userEvents.id });
  const emails = await db.delete(emailHistory).where(lt(emailHistory.created_at, eventsBefore)).returning({ id: emailHistory.id });
  return { logs: logs.length, events: events.length, userEvents: users.length, emails: emails.length };
}
