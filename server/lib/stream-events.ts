/**
 * Ids of the live events (server-sent events, `id:` lines) and their replay after a reconnection
 * (Last-Event-ID). Each live event is also an app_events row named 'stream.<kind>' whose context is the
 * event's payload, written in the transaction of the change; its id goes out in the NOTIFY payload (`seq`).
 * Any instance can thus replay from the database the events a client missed, since the id it last saw.
 *
 * Ids must grow in commit order, or a client could see 12, reconnect, and never get 11 committed later:
 * the insert takes a transaction-scoped advisory lock held until commit, so event-writing transactions
 * commit one after the other from that point on. Callers write the event last in their transaction (the
 * lock is then held for the commit alone, and never while waiting for another lock).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { selectRows } from '../db/select-rows';

const STREAM_EVENTS_LOCK_ID = 727_274_102;
/** A reconnecting client gets at most this many missed events (a day-long absence reloads instead). */
const MAX_REPLAY = 500;

export type StreamEventKind = 'order' | 'catalog' | 'account';

/** The channel every instance listens to for a changed catalogue (catalog/catalog-cache-plugin.ts drops its copy). */
export const CATALOG_CHANNEL = 'catalog_changed';

function eventName(kind: StreamEventKind): string {
  return `stream.${kind}`;
}

/** `event in (…)` for one kind or several (a customer's stream carries their orders' and their account's). */
function ofKinds(kinds: StreamEventKind | readonly StreamEventKind[]): SQL {
  const names = (typeof kinds === 'string' ? [kinds] : kinds).map((k) => sql`${eventName(k)}`);
  return sql`event in (${sql.join(names, sql`, `)})`;
}

/**
 * The data-modifying statement that records an event (parenthesized: a CTE of writeTogether or a
 * sub-query); it returns the row's `id`.
 */
export function streamEventInsert(kind: StreamEventKind, payload: Record<string, unknown>): SQL {
  return sql`(insert into app_events (event, context) select ${eventName(kind)}, ${JSON.stringify(payload)}::jsonb from (select pg_advisory_xact_lock(${STREAM_EVENTS_LOCK_ID})) as serialized returning id)`;
}

/** The NOTIFY payload built in SQL from the recorded row: the payload plus `seq`, the row's id. */
export function notifyWithSeq(channel: string, payload: Record<string, unknown>, row: SQL): SQL {
  return sql`pg_notify(${channel}, jsonb_set(${JSON.stringify(payload)}::jsonb, '{seq}', to_jsonb(${row}.id))::text)`;
}

/** Records the event and sends the NOTIFY, in one statement (inside the caller's transaction if any). */
export async function publishStreamEvent(db: DbOrTx, channel: string, kind: StreamEventKind, payload: Record<string, unknown>): Promise<number> {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`with recorded as ${streamEventInsert(kind, payload)} select recorded.id, ${notifyWithSeq(channel, payload, sql`recorded`)} as notified from recorded`,
  );
  return Number(row!.id);
}

export interface StoredStreamEvent<Data> {
  id: number;
  kind: StreamEventKind;
  data: Data;
}

/** The events of a kind (or of several) recorded after `afterId`, oldest first; `where` narrows them on their payload. */
export async function streamEventsAfter<Data>(
  db: DbOrTx,
  kinds: StreamEventKind | readonly StreamEventKind[],
  afterId: number,
  where?: SQL,
): Promise<StoredStreamEvent<Data>[]> {
  const rows = await selectRows<{ id: number; event: string; context: Data | string }>(
    db,
    sql`select id, event, context from app_events where ${ofKinds(kinds)} and id > ${afterId} ${where ? sql`and ${where}` : sql``} order by id limit ${MAX_REPLAY}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.event.slice('stream.'.length) as StreamEventKind,
    data: typeof r.context === 'string' ? (JSON.parse(r.context) as Data) : r.context,
  }));
}

/** The id of the newest event of a kind or of several (0 when none): the cursor of a snapshot read just after. */
export async function latestStreamEventId(db: DbOrTx, kinds: StreamEventKind | readonly StreamEventKind[]): Promise<number> {
  const [row] = await selectRows<{ id: number }>(db, sql`select id from app_events where ${ofKinds(kinds)} order by id desc limit 1`);
  return row ? Number(row.id) : 0;
}

/** The Last-Event-ID request header as an event id, or null (absent or not one of ours). */
export function parseLastEventId(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^\d{1,15}$/.test(value.trim())) return null;
  return Number(value.trim());
}

/**
 * Says in the caller's transaction that the catalogue changed: at commit every instance drops its copy and the
 * open pages are told, as after an admin's write (written last, like any stream event).
 */
export async function publishCatalogChanged(tx: DbOrTx): Promise<void> {
  await publishStreamEvent(tx, CATALOG_CHANNEL, 'catalog', {});
}
