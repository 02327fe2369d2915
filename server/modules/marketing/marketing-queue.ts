/**
 * The queue of marketing messages in the one job runner: rows of marketing_messages claimed with FOR
 * UPDATE SKIP LOCKED and a lease (jobs/claim-due-rows.ts), one at a time. Every campaign and broadcast
 * puts its messages here and nowhere else, so the one rule of core/marketing.ts (marketingDecision:
 * consent on the channel, quiet hours, frequency cap) holds across all of them:
 * - the rule is read under a per-customer advisory lock, and a message the cap lets go is marked
 *   `reserved_at` before it is sent: two workers never send two offers to one customer in the cap;
 * - a message due in the quiet hours goes back to 'pending' until their end;
 * - no consent, no recipient or the cap reached: 'skipped' with the reason.
 * E-mails carry the one-click unsubscribe link (List-Unsubscribe, List-Unsubscribe-Post) and the link in
 * their body; WhatsApp and SMS texts end with how to stop ('STOP'). The clock is injectable.
 */
import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { marketingDecision, marketingSmsText, type MarketingChannel } from '@core/marketing';
import type { Db, DbOrTx } from '../../db/client';
import { customers, marketingMessages } from '../../db/schema/index';
import { readSettingsRow } from '../../db/settings-row';
import { claimDueRows } from '../../jobs/claim-due-rows';
import { retryDelayMs, type JobQueue } from '../../jobs/job-runner';
import { escapeHtml } from '../../lib/escape-html';
import type { SendMail } from '../../integrations/mail/index';
import { hasMarketingConsent, unsubscribeToken } from './consent';

const MARKETING_KIND = 'marketing-messages';
const LEASE_MS = 60_000;
const MAX_ATTEMPTS = 6;
const RETRY_DELAYS = { baseMs: 30_000, maxMs: 30 * 60_000 };
/** The WhatsApp template of marketing messages: one body parameter, the whole text. */
export const MARKETING_TEMPLATE = 'offre_marketing';
/** Key of the per-customer advisory lock (with the customer's id). */
const LOCK_SPACE = 37_001;

export interface MarketingQueueOptions {
  db: Db;
  sendMail: SendMail;
  /** WhatsApp or SMS now (app.customerMessages.send); throws when the channel did not take it. */
  sendText: (request: { telephone: string; text: string; channel: 'whatsapp' | 'sms'; reference: string }) => Promise<unknown>;
  /** Signs the unsubscribe links. */
  secret: string;
  publicUrl: string;
  clock?: () => Date;
  random?: () => number;
}

export type MarketingOutcome = 'none' | 'sent' | 'waiting' | 'skipped' | 'retry' | 'failed';

export function unsubscribeUrls(options: Pick<MarketingQueueOptions, 'secret' | 'publicUrl'>, customerId: number, canal: MarketingChannel) {
  const token = encodeURIComponent(unsubscribeToken(options.secret, customerId, canal));
  return { page: `${options.publicUrl}/desabonnement?t=${token}`, oneClick: `${options.publicUrl}/api/marketing/unsubscribe?t=${token}` };
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

async function processNext(options: MarketingQueueOptions): Promise<MarketingOutcome> {
  const { db, clock = () => new Date() } = options;
  const now = clock();
  const [claimed] = await claimDueRows(
    db,
    { table: marketingMessages, status: marketingMessages.status, attempts: marketingMessages.attempts, dueAt: marketingMessages.next_attempt_at },
    { limit: 1, leaseMs: LEASE_MS, now },
  );
  if (!claimed) return 'none';
  const update = (values: Partial<typeof marketingMessages.$inferInsert>) =>
    db.update(marketingMessages).set(values).where(eq(marketingMessages.id, claimed.id));

  const verdict = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(marketingMessages).where(eq(marketingMessages.id, claimed.id));
    if (!row) return null;
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE}, ${row.customer_id})`);
    const [customer] = await tx.select({ email: customers.email, telephone: customers.telephone }).from(customers).where(eq(customers.id, row.customer_id));
    const recipient = row.canal === 'email' ? customer?.email : customer?.telephone;
    const consent = await hasMarketingConsent(tx, row.customer_id, row.canal);
    // A retry of a message the cap already let go keeps its place.
    if (row.reserved_at && consent && recipient) return { row, recipient, decision: { kind: 'send' as const } };
    const [last] = await tx
      .select({ at: marketingMessages.reserved_at })
      .from(marketingMessages)
      .where(and(eq(marketingMessages.customer_id, row.customer_id), ne(marketingMessages.id, row.id), isNotNull(marketingMessages.reserved_at)))
      .orderBy(desc(marketingMessages.reserved_at))
      .limit(1);
    const settings = await readSettingsRow({ db: tx });
    const decision = marketingDecision({
      now,
      consent,
      hasRecipient: Boolean(recipient),
      lastSentAt: last?.at ?? null,
      capDays: settings.marketing_plafond_jours,
    });
    if (decision.kind === 'send') await tx.update(marketingMessages).set({ reserved_at: now }).where(eq(marketingMessages.id, row.id));
    return { row, recipient: recipient ?? '', decision };
  });
  if (!verdict) return 'none';
  const { row, recipient, decision } = verdict;
  if (decision.kind === 'wait') {
    await update({ status: 'pending', next_attempt_at: decision.until, attempts: Math.max(0, claimed.attempts - 1) });
    return 'waiting';
  }
  if (decision.kind === 'skip') {
    await update({ status: 'skipped', skip_reason: decision.reason });
    return 'skipped';
  }
  try {
    if (row.canal === 'email') {
      const links = unsubscribeUrls(options, row.customer_id, 'email');
      const text = `${row.texte.trim()}\n\nNe plus recevoir nos offres par e-mail : ${links.page}`;
      const html = `${row.texte
        .trim()
        .split(/\n+/)
        .map((line) => `<p>${escapeHtml(line)}</p>`)
        .join('')}<p style="font-size:12px;color:#666"><a href="${escapeHtml(links.page)}">Ne plus recevoir nos offres par e-mail</a></p>`;
      const result = await options.sendMail({
        to: recipient,
        subject: row.sujet ?? 'Une offre pour vous',
        html,
        text,
        type: `marketing_${row.campagne.split(':')[0]}`,
        dedupeKey: `marketing-${row.id}`,
        listUnsubscribe: links.oneClick,
      });
      if (!result.ok) throw new Error(result.error ?? 'envoi refusé');
    } else {
      await options.sendText({ telephone: recipient, text: marketingSmsText(row.texte), channel: row.canal, reference: `marketing-${row.id}` });
    }
    await update({ status: 'sent', sent_at: now, last_error: null });
    return 'sent';
  } catch (error) {
    if (claimed.attempts >= MAX_ATTEMPTS) {
      // A message that never left does not count for the cap.
      await update({ status: 'failed', last_error: errorText(error), reserved_at: null });
      return 'failed';
    }
    await update({
      status: 'pending',
      last_error: errorText(error),
      next_attempt_at: new Date(now.getTime() + retryDelayMs(claimed.attempts, RETRY_DELAYS, options.random)),
    });
    return 'retry';
  }
}

export function marketingQueue(options: MarketingQueueOptions): JobQueue {
  return {
    kind: MARKETING_KIND,
    async runNext() {
      const outcome = await processNext(options);
      if (outcome === 'none') return null;
      return outcome !== 'retry' && outcome !== 'failed';
    },
  };
}

/** Runs the queue until nothing is due (tests). */
export async function drainMarketingMessages(options: MarketingQueueOptions): Promise<MarketingOutcome[]> {
  const outcomes: MarketingOutcome[] = [];
  for (;;) {
    const outcome = await processNext(options);
    if (outcome === 'none') return outcomes;
    outcomes.push(outcome);
  }
}

/**
 * Puts a marketing message in the queue, once per (customer, campaign, key): true when this call queued
 * it. The one entry of every campaign and broadcast.
 */
export async function queueMarketingMessage(
  db: DbOrTx,
  message: {
    customerId: number;
    canal: MarketingChannel;
    campagne: string;
    cle?: string;
    sujet?: string | null;
    texte: string;
    code?: string | null;
    dueAt?: Date;
  },
): Promise<boolean> {
  const inserted = await db
    .insert(marketingMessages)
    .values({
      customer_id: message.customerId,
      canal: message.canal,
      campagne: message.campagne,
      cle: message.cle ?? '',
      sujet: message.sujet ?? null,
      texte: message.texte,
      code: message.code ?? null,
      ...(message.dueAt ? { next_attempt_at: message.dueAt } : {}),
    })
    .onConflictDoNothing()
    .returning({ id: marketingMessages.id });
  return inserted.length > 0;
}
