/**
 * The notification outbox worker. Rows are claimed with FOR UPDATE SKIP LOCKED (several instances never
 * take the same row) and leased: a claimed row is 'processing' with next_attempt_at five minutes ahead,
 * so a worker that dies mid-send leaves it to be taken again. Sending happens outside any transaction.
 * A failure is retried with exponential backoff (30 s, 1 min, 2 min… capped at 1 h) up to MAX_ATTEMPTS,
 * then recorded as 'failed' with its error. The order never waits on any of this.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notificationOutbox } from '../db/schema/index';
import { recordAppEvent } from '../modules/events/record-app-event';

type OutboxRow = typeof notificationOutbox.$inferSelect;

export const MAX_ATTEMPTS = 6;
const LEASE_MS = 5 * 60_000;
const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 60 * 60_000;

export interface NotificationSenders {
  /** Sends an e-mail row; throws (or rejects) on failure. */
  email(row: OutboxRow): Promise<void>;
  /** Sends a Telegram row; throws on failure. A `retryable: false` error fails the row at once. */
  telegram(row: OutboxRow): Promise<void>;
}

export interface BatchResult {
  sent: number;
  retried: number;
  failed: number;
}

export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1));
}

async function claim(db: Db, limit: number): Promise<OutboxRow[]> {
  const result = await db.execute<Record<string, unknown>>(sql`
    update ${notificationOutbox} set status = 'processing', attempts = attempts + 1,
      next_attempt_at = now() + ${`${LEASE_MS} milliseconds`}::interval
    where id in (
      select id from ${notificationOutbox}
      where status in ('pending', 'processing') and next_attempt_at <= now()
      order by next_attempt_at, id
      limit ${limit}
      for update skip locked
    )
    returning id`);
  const ids = (result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
  if (ids.length === 0) return [];
  return db.query.notificationOutbox.findMany({ where: (row, { inArray }) => inArray(row.id, ids), orderBy: (row, { asc }) => asc(row.id) });
}

/** Claims up to `batchSize` due rows and sends them; returns what happened. */
export async function processNotificationBatch({ db, senders, batchSize = 20 }: { db: Db; senders: NotificationSenders; batchSize?: number }): Promise<BatchResult> {
  const rows = await claim(db, batchSize);
  const result: BatchResult = { sent: 0, retried: 0, failed: 0 };
  for (const row of rows) {
    try {
      await (row.type === 'email' ? senders.email(row) : senders.telegram(row));
      await db.transaction(async (tx) => {
        await tx.execute(sql`update ${notificationOutbox} set status = 'sent', sent_at = now(), last_error = null where id = ${row.id}`);
        await recordAppEvent(tx, { event: 'notification.sent', context: { outbox_id: row.id, type: row.type, order_id: row.order_id } });
      });
      result.sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const final = row.attempts >= MAX_ATTEMPTS || (error as { retryable?: boolean }).retryable === false;
      if (final) {
        await db.transaction(async (tx) => {
          await tx.execute(sql`update ${notificationOutbox} set status = 'failed', last_error = ${message} where id = ${row.id}`);
          await recordAppEvent(tx, { event: 'notification.failed', context: { outbox_id: row.id, type: row.type, order_id: row.order_id, attempts: row.attempts, error: message.slice(0, 300) } });
        });
        result.failed += 1;
      } else {
        const delay = `${retryDelayMs(row.attempts)} milliseconds`;
        await db.execute(sql`update ${notificationOutbox} set status = 'pending', last_error = ${message}, next_attempt_at = now() + ${delay}::interval where id = ${row.id}`);
        result.retried += 1;
      }
    }
  }
  return result;
}

/** Runs batches until nothing is due. */
export async function drainNotifications(options: { db: Db; senders: NotificationSenders; batchSize?: number }): Promise<BatchResult> {
  const total: BatchResult = { sent: 0, retried: 0, failed: 0 };
  for (;;) {
    const batch = await processNotificationBatch(options);
    total.sent += batch.sent;
    total.retried += batch.retried;
    total.failed += batch.failed;
    if (batch.sent + batch.retried + batch.failed === 0) return total;
  }
}
