/**
 * The app events viewer's read (back-office §2, §7, §9): the last 24 h, newest first, at most 500 rows,
 * filtered on the event's prefix. `after` serves the live mode: only events newer than the last one shown.
 */
import { and, desc, eq, gt, gte, sql } from 'drizzle-orm';
import { APP_EVENTS_MAX, APP_EVENTS_WINDOW_H } from '@core/limits';
import type { AppEventView } from '@core/schemas/diagnostics';
import type { Db } from '../../db/client';
import { appEvents, user } from '../../db/schema/index';

export interface ListAppEventsOptions {
  db: Db;
  prefix: string;
  after?: number;
  limit?: number;
  now?: Date;
}

/** LIKE's wildcards in a prefix are literal characters ('order_' must not match 'orderX'). */
function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listAppEvents({ db, prefix, after, limit = APP_EVENTS_MAX, now = new Date() }: ListAppEventsOptions): Promise<AppEventView[]> {
  const since = new Date(now.getTime() - APP_EVENTS_WINDOW_H * 3_600_000);
  const rows = await db
    .select({
      id: appEvents.id,
      created_at: appEvents.created_at,
      user_id: appEvents.user_id,
      user_email: user.email,
      event: appEvents.event,
      context: appEvents.context,
    })
    .from(appEvents)
    .leftJoin(user, eq(user.id, appEvents.user_id))
    .where(
      and(
        gte(appEvents.created_at, since),
        // The live streams' records (lib/stream-events.ts) repeat the domain events: not shown.
        sql`${appEvents.event} NOT LIKE 'stream.%'`,
        prefix ? sql`${appEvents.event} LIKE ${likePrefix(prefix)}` : undefined,
        after !== undefined ? gt(appEvents.id, after) : undefined,
      ),
    )
    .orderBy(desc(appEvents.created_at), desc(appEvents.id))
    .limit(Math.min(limit, APP_EVENTS_MAX));
  return rows.map((row) => ({
    ...row,
    created_at: row.created_at.toISOString(),
    user_email: row.user_email ?? null,
  }));
}
