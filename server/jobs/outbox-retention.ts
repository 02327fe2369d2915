/**
 * Outbox retention (a schedule of the job runner): a notification sent more than
 * NOTIFICATION_RETENTION_DAYS ago keeps its channel, order, dates and status, and loses what names or
 * reaches a person: the recipient (address, phone, chat), the subject, the text and the HTML body.
 * (A body holding a live link is blanked already when it is sent: notification-worker.ts.)
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notificationOutbox } from '../db/schema/index';
import { selectRows } from '../db/select-rows';

const REDACTED = '';

/** Answers how many rows lost their personal data. */
export async function redactSentNotifications({ db, days, now = new Date() }: { db: Db; days: number; now?: Date }): Promise<number> {
  const before = new Date(now.getTime() - days * 86_400_000);
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`with redacted as (
      update ${notificationOutbox} set recipient = ${REDACTED}, subject = null, content = ${REDACTED},
        template_data = case when template_data ? 'kind' then jsonb_build_object('kind', template_data->'kind') end
      where status = 'sent' and sent_at < ${before.toISOString()}::timestamptz and (recipient <> ${REDACTED} or content <> ${REDACTED})
      returning 1)
    select count(*)::int as n from redacted`,
  );
  return row?.n ?? 0;
}
