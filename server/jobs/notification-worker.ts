/**
 * The notification outbox queue of the job runner (job-runner.ts). Rows are claimed highest priority
 * first (job-priority.ts), with FOR UPDATE SKIP LOCKED (several instances never take the same row) and
 * leased: a claimed row is 'processing' with next_attempt_at LEASE_MS ahead, so a worker that dies
 * mid-send leaves it to be taken again within a minute. The runner takes one row at a time, so a sign-in
 * link queued behind hundreds of order mails is the very next one sent. Sending happens outside any
 * transaction, each send bounded by SEND_TIMEOUT_MS (< LEASE_MS). Each channel (e-mail, Telegram) is a
 * queue of its own, so a hanging SMTP server never delays the kitchen's Telegram message.
 * A failure is retried with the runner's one backoff rule (30 s, 1 min, 2 min… capped at 1 h, ±20 %) up
 * to MAX_ATTEMPTS, then the row is dead: 'failed' with its error, listed in Diagnostics (Réessayer).
 * A mail holding a live link (template_data.scrub) loses its body in the very statement that marks it
 * sent; the retention schedule (outbox-retention.ts) blanks the personal data of the other sent rows later.
 *
 * Sent once: the mark 'sent' is retried for a while when the database is away, and a row sent again after
 * all (its worker died, or the mark never landed) carries the same dedupe key, which the mail providers
 * use (SMTP Message-ID, Brevo idempotencyKey). Telegram has no such key: a row taken over from another
 * attempt is reported through onDuplicateRisk (logged as a warning).
 */
import { sql, type SQL } from 'drizzle-orm';
import { redactLogText } from '@core/log-redaction';
import type { Db } from '../db/client';
import { appEvents, notificationOutbox } from '../db/schema/index';
import { claimDueRows } from './claim-due-rows';
import { retryDelayMs, type JobQueue } from './job-runner';

export type OutboxRow = typeof notificationOutbox.$inferSelect;
export type NotificationChannel = OutboxRow['type'];

/** The job kinds of the outbox's queues (one per channel), woken by the outbox's NOTIFY and the order events. */
export const NOTIFICATION_KINDS = ['notification:telegram', 'notification:email'];
/** The recipient of a Telegram row meant for the restaurant's chat (the settings' chat id, else TELEGRAM_CHAT_ID). */
export const TELEGRAM_RESTAURANT = 'restaurant';

export const MAX_ATTEMPTS = 6;
export const LEASE_MS = 60_000;
const SEND_TIMEOUT_MS = 10_000;
/** One row per claim: the next row is always the most urgent one. */
const BATCH_SIZE = 1;
export const RETRY_DELAYS = { baseMs: 30_000, maxMs: 60 * 60_000 };
const MARK_RETRY_DELAYS_MS = [250, 500, 1000, 2000, 4000, 8000, 16_000];

interface SendContext {
  /** Stable per outbox row: the same on every attempt (SMTP Message-ID, Brevo idempotencyKey). */
  dedupeKey: string;
}

export interface NotificationSenders {
  /** Sends an e-mail row; throws (or rejects) on failure. */
  email(row: OutboxRow, context: SendContext): Promise<void>;
  /** Sends a Telegram row; throws on failure. A `retryable: false` error fails the row at once. */
  telegram(row: OutboxRow, context: SendContext): Promise<void>;
}

export interface BatchResult {
  sent: number;
  retried: number;
  failed: number;
}

export interface ProcessOptions {
  db: Db;
  senders: NotificationSenders;
  batchSize?: number;
  /** Only this channel's rows (the running worker has one loop per channel); both when absent. */
  channel?: NotificationChannel;
  /** Asked between batches: true stops the drain there (the server is closing; the rest waits for the next start). */
  shouldStop?: () => boolean;
  /** A row another attempt may already have sent (a lease that ran out) and whose channel cannot dedupe. */
  onDuplicateRisk?: (row: OutboxRow) => void;
  sendTimeoutMs?: number;
  markRetryDelaysMs?: readonly number[];
}

export function dedupeKeyOf(row: Pick<OutboxRow, 'id' | 'created_at'>): string {
  return `outbox-${row.id}-${row.created_at.getTime()}`;
}

async function claim(db: Db, limit: number, channel: NotificationChannel | undefined): Promise<{ row: OutboxRow; takenOver: boolean }[]> {
  const claimed = await claimDueRows(
    db,
    {
      table: notificationOutbox,
      status: notificationOutbox.status,
      attempts: notificationOutbox.attempts,
      dueAt: notificationOutbox.next_attempt_at,
      priority: notificationOutbox.priority,
    },
    { limit, leaseMs: LEASE_MS, ...(channel ? { where: sql`type = ${channel}` } : {}) },
  );
  if (claimed.length === 0) return [];
  const takenOver = new Set(claimed.filter((r) => r.previous === 'processing').map((r) => r.id));
  const ids = claimed.map((r) => r.id);
  const rows = await db.query.notificationOutbox.findMany({ where: (row, { inArray }) => inArray(row.id, ids), orderBy: (row, { asc }) => asc(row.id) });
  return rows.map((row) => ({ row, takenOver: takenOver.has(row.id) }));
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`envoi interrompu après ${Math.round(ms / 1000)} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** What a notification app event says: never the recipient, the content or a token. */
function notificationEventContext(row: Pick<OutboxRow, 'id' | 'type' | 'order_id' | 'attempts'>, error?: string): Record<string, unknown> {
  return {
    channel: row.type,
    outbox_id: row.id,
    order_id: row.order_id,
    attempt: row.attempts,
    ...(error === undefined ? {} : { error: redactLogText(error, 300) }),
  };
}

/** One statement: the outbox row's update and, only if it changed a row, its app event. */
function markWithEvent(update: SQL, event: 'notification.sent' | 'notification.failed', context: Record<string, unknown>): SQL {
  return sql`with marked as (${update} returning 1)
    insert into ${appEvents} (event, context) select ${event}, ${JSON.stringify(context)}::jsonb from marked`;
}

function markFailed(db: Db, row: OutboxRow, message: string) {
  const update = sql`update ${notificationOutbox} set status = 'failed', last_error = ${message} where id = ${row.id}`;
  return db.execute(markWithEvent(update, 'notification.failed', notificationEventContext(row, message)));
}

/**
 * The send went out: record it, retrying while the database is away rather than leaving it to be sent
 * again. A body holding a live link (queue-mail.ts `scrub`) is blanked by the same statement.
 */
async function markSent(db: Db, row: OutboxRow, delays: readonly number[]): Promise<void> {
  const scrub = row.template_data?.scrub === true ? sql`, content = '', template_data = ${JSON.stringify({ kind: row.template_data.kind })}::jsonb` : sql``;
  const update = sql`update ${notificationOutbox} set status = 'sent', sent_at = now(), last_error = null${scrub} where id = ${row.id} and status <> 'sent'`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      await db.execute(markWithEvent(update, 'notification.sent', notificationEventContext(row)));
      return;
    } catch (error) {
      if (attempt >= delays.length) throw error;
      await new Promise((resolve) => setTimeout(resolve, delays[attempt]));
    }
  }
}

/** Claims up to `batchSize` due rows and sends them; returns what happened. */
export async function processNotificationBatch(options: ProcessOptions): Promise<BatchResult> {
  const { db, senders, batchSize = BATCH_SIZE, channel, onDuplicateRisk, sendTimeoutMs = SEND_TIMEOUT_MS, markRetryDelaysMs = MARK_RETRY_DELAYS_MS } = options;
  const claimed = await claim(db, batchSize, channel);
  const result: BatchResult = { sent: 0, retried: 0, failed: 0 };
  for (const { row, takenOver } of claimed) {
    if (takenOver && row.type === 'telegram') onDuplicateRisk?.(row);
    const context = { dedupeKey: dedupeKeyOf(row) };
    try {
      await withTimeout(row.type === 'email' ? senders.email(row, context) : senders.telegram(row, context), sendTimeoutMs);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const final = row.attempts >= MAX_ATTEMPTS || (error as { retryable?: boolean }).retryable === false;
      if (final) {
        await markFailed(db, row, message);
        result.failed += 1;
      } else {
        const delay = `${retryDelayMs(row.attempts, RETRY_DELAYS)} milliseconds`;
        await db.execute(
          sql`update ${notificationOutbox} set status = 'pending', last_error = ${message}, next_attempt_at = now() + ${delay}::interval where id = ${row.id}`,
        );
        result.retried += 1;
      }
      continue;
    }
    await markSent(db, row, markRetryDelaysMs);
    result.sent += 1;
  }
  return result;
}

/** One channel's rows as a queue of the job runner. */
export function notificationQueue(options: ProcessOptions & { channel: NotificationChannel }): JobQueue {
  return {
    kind: `notification:${options.channel}`,
    async runNext() {
      const result = await processNotificationBatch(options);
      if (result.sent) return true;
      return result.retried || result.failed ? false : null;
    },
  };
}

/** Runs batches until nothing is due. */
export async function drainNotifications(options: ProcessOptions): Promise<BatchResult> {
  const total: BatchResult = { sent: 0, retried: 0, failed: 0 };
  for (;;) {
    const batch = await processNotificationBatch(options);
    total.sent += batch.sent;
    total.retried += batch.retried;
    total.failed += batch.failed;
    if (batch.sent + batch.retried + batch.failed === 0 || options.shouldStop?.()) return total;
  }
}
