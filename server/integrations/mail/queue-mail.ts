/**
 * Queues an e-mail in the notification outbox instead of sending it during the request: the row is
 * written (in the caller's transaction when it passes one), and the outbox worker (jobs/) sends it through
 * app.sendMail, retrying on failure, so a mail is not lost if the process dies after the answer.
 * NOTIFY notification_outbox (delivered at commit) wakes the worker at once, so a sign-in link still
 * arrives in a second. Rows carrying a sign-in, sign-up or reset link are marked `scrub`: the worker
 * blanks their body once sent, so live links do not stay in the database. A mail someone waits for at
 * the screen (a sign-in, sign-up, reset or e-mail change link) is queued with priority 'high': it leaves
 * before any order mail already waiting.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notificationOutbox } from '../../db/schema/index';
import { JOB_PRIORITY, type JobPriority } from '../../jobs/job-priority';
import type { TemplatedMail } from './templates';
import type { MailAttachment } from './transports';

export const OUTBOX_CHANNEL = 'notification_outbox';

export interface QueueMailOptions {
  db: DbOrTx;
  to: string;
  mail: TemplatedMail;
  /** The body holds a live link: blank it once sent. */
  scrub?: boolean;
  priority?: JobPriority;
  /** Files sent with the mail (an invoice's PDF), kept base64 in the row until it is sent and pruned. */
  attachments?: MailAttachment[];
}

export async function queueMail({ db, to, mail, scrub = false, priority = 'normal', attachments }: QueueMailOptions): Promise<void> {
  await db.insert(notificationOutbox).values({
    priority: JOB_PRIORITY[priority],
    type: 'email',
    recipient: to,
    subject: mail.subject,
    content: mail.text,
    template_data: {
      kind: mail.type,
      html: mail.html,
      ...(scrub ? { scrub: true } : {}),
      ...(attachments?.length ? { attachments: attachments.map((a) => ({ ...a, content: a.content.toString('base64') })) } : {}),
    },
  });
  await db.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
}
