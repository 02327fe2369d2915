/** Old journal rows go on a schedule: app logs after 30 days, app and user events after 90. */
import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appEvents, appLogs, userEvents } from '../../db/schema/index';

export const LOG_RETENTION_DAYS = 30;
export const EVENT_RETENTION_DAYS = 90;

export async function pruneJournals({ db, now = new Date() }: { db: Db; now?: Date }): Promise<{ logs: number; events: number; userEvents: number }> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const logs = await db
    .delete(appLogs)
    .where(lt(appLogs.timestamp, daysAgo(LOG_RETENTION_DAYS)))
    .returning({ id: appLogs.id });
  const events = await db
    .delete(appEvents)
    .where(lt(appEvents.created_at, daysAgo(EVENT_RETENTION_DAYS)))
    .returning({ id: appEvents.id });
  const users = await db
    .delete(userEvents)
    .where(lt(userEvents.created_at, daysAgo(EVENT_RETENTION_DAYS)))
    .returning({ id: userEvents.id });
  return { logs: logs.length, events: events.length, userEvents: users.length };
}
