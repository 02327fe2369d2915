/**
 * Sign-in, sign-up and reset e-mails leave through the notification outbox (the worker sends them a moment
 * after the request, and writes their email_history row). The diagnostics pages and the built-in E2E runner
 * that report on such a mail wait for that row, a few seconds at most.
 */
import { and, desc, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailHistory } from '../../db/schema/index';

export type SentMail = typeof emailHistory.$inferSelect;

export async function waitForSentMail({
  db,
  to,
  since,
  timeoutMs = 15_000,
}: {
  db: DbOrTx;
  to: string;
  since: Date;
  timeoutMs?: number;
}): Promise<SentMail | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await db
      .select()
      .from(emailHistory)
      .where(and(eq(emailHistory.to_email, to), gte(emailHistory.created_at, since)))
      .orderBy(desc(emailHistory.id))
      .limit(1);
    if (row || Date.now() > deadline) return row ?? null;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
