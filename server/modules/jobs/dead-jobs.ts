/**
 * The job runner's dead jobs (Diagnostics → Tâches en échec): notification outbox rows and image
 * variations that ran out of attempts ('failed', with their last error), and "Réessayer", which gives
 * one back to its queue with a fresh set of attempts.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DeadJobView } from '@core/schemas/diagnostics';
import type { Db } from '../../db/client';
import { imagesMetadata, notificationOutbox } from '../../db/schema/index';
import { AppError } from '../../errors';
import { redactLogText } from '@core/log-redaction';
import { recordAppEvent } from '../events/record-app-event';

const DEAD_JOBS_MAX = 200;

export async function listDeadJobs({ db }: { db: Db }): Promise<DeadJobView[]> {
  const [notifications, images] = await Promise.all([
    db.select().from(notificationOutbox).where(eq(notificationOutbox.status, 'failed')).orderBy(desc(notificationOutbox.id)).limit(DEAD_JOBS_MAX),
    db.select().from(imagesMetadata).where(eq(imagesMetadata.variations_status, 'failed')).orderBy(desc(imagesMetadata.id)).limit(DEAD_JOBS_MAX),
  ]);
  const jobs: (DeadJobView & { at: number })[] = [
    ...notifications.map((row) => ({
      id: `notification-${row.id}`,
      kind: row.type === 'email' ? ('notification:email' as const) : ('notification:telegram' as const),
      summary: row.type === 'email' ? (row.subject ?? 'E-mail') : (row.content.split('\n')[0] ?? 'Telegram'),
      order_id: row.order_id,
      attempts: row.attempts,
      error: row.last_error === null ? null : redactLogText(row.last_error, 300),
      created_at: row.created_at.toISOString(),
      at: row.created_at.getTime(),
    })),
    ...images.map((row) => ({
      id: `image-${row.id}`,
      kind: 'image-variations' as const,
      summary: row.original_filename ?? row.filename,
      order_id: null,
      attempts: row.variations_attempts,
      error: row.variations_error === null ? null : redactLogText(row.variations_error, 300),
      created_at: row.created_at.toISOString(),
      at: row.created_at.getTime(),
    })),
  ];
  return jobs
    .sort((a, b) => b.at - a.at)
    .slice(0, DEAD_JOBS_MAX)
    .map(({ at: _at, ...job }) => job);
}

/** Gives a dead job back to its queue, due now with its attempts reset; answers the queue to wake. */
export async function retryDeadJob({ db, id, userId }: { db: Db; id: string; userId: string | null }): Promise<string> {
  const [table, raw] = id.split('-') as ['notification' | 'image', string];
  const rowId = Number(raw);
  return db.transaction(async (tx) => {
    const retried =
      table === 'notification'
        ? await tx
            .update(notificationOutbox)
            .set({ status: 'pending', attempts: 0, next_attempt_at: sql`now()` })
            .where(and(eq(notificationOutbox.id, rowId), eq(notificationOutbox.status, 'failed')))
            .returning({ kind: sql<string>`'notification:' || ${notificationOutbox.type}` })
        : await tx
            .update(imagesMetadata)
            .set({ variations_status: 'pending', variations_attempts: 0, variations_next_at: sql`now()` })
            .where(and(eq(imagesMetadata.id, rowId), eq(imagesMetadata.variations_status, 'failed')))
            .returning({ kind: sql<string>`'image-variations'` });
    if (retried.length === 0) {
      const exists =
        table === 'notification'
          ? await tx.select({ id: notificationOutbox.id }).from(notificationOutbox).where(eq(notificationOutbox.id, rowId))
          : await tx.select({ id: imagesMetadata.id }).from(imagesMetadata).where(eq(imagesMetadata.id, rowId));
      throw new AppError(exists.length ? 'JOB_NOT_DEAD' : 'JOB_NOT_FOUND');
    }
    await recordAppEvent(tx, { event: 'admin.job.retried', userId, context: { job_id: id } });
    return retried[0]!.kind;
  });
}
