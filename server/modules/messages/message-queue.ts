/**
 * The queue of customer messages in the one job runner (jobs/job-runner.ts): rows of customer_messages
 * claimed with FOR UPDATE SKIP LOCKED and a lease (jobs/claim-due-rows.ts), one at a time.
 *
 * A message goes by WhatsApp first when the customer chose WhatsApp; the row then waits
 * DELIVERY_WAIT_MS for a 'delivered' or 'read' status (the webhook closes it at once). A WhatsApp send
 * that fails, a 'failed' status, or no delivery within the minute sends it by SMS instead (the SMS leg is
 * retried with the runner's backoff). A customer who chose SMS gets the SMS only; a customer who chose
 * e-mail only (or said STOP since the message was queued) gets nothing: the row is 'skipped'. A message
 * whose channel was asked when it was queued (`canal_demande`: a cash order's code on the channel the
 * customer had chosen, a payment link staff send at the customer's request) goes by that channel, with the
 * same WhatsApp-then-SMS fallback. A code is blanked from the row once the message is done.
 * The clock is injectable so tests move time instead of waiting.
 */
import { eq } from 'drizzle-orm';
import { channelsFor, messageText, templateParameters, type MessageParams } from '@core/customer-messages';
import type { Db } from '../../db/client';
import { customerMessages, customers, orders } from '../../db/schema/index';
import { claimDueRows } from '../../jobs/claim-due-rows';
import { retryDelayMs, type JobQueue } from '../../jobs/job-runner';
import { sendSms, SmsError } from '../../integrations/sms';
import { sendWhatsAppTemplate, WhatsAppError } from '../../integrations/whatsapp';
import { currentConsent } from './consent';
import { internationalNumber, type SmsSetup, type WhatsAppSetup } from './messaging-setup';
import { CUSTOMER_MESSAGES_KIND } from './queue-customer-message';

export const DELIVERY_WAIT_MS = 60_000;
const MESSAGE_LEASE_MS = 60_000;
const MESSAGE_MAX_ATTEMPTS = 8;
const MESSAGE_RETRY_DELAYS = { baseMs: 15_000, maxMs: 15 * 60_000 };

interface MessageChannels {
  whatsapp: WhatsAppSetup | null;
  sms: SmsSetup | null;
}

export interface MessageQueueOptions {
  db: Db;
  /** The channels as configured now (read per message: a settings change applies at once). */
  channels: () => Promise<MessageChannels>;
  clock?: () => Date;
  random?: () => number;
}

export type MessageOutcome = 'none' | 'waiting' | 'sent' | 'retry' | 'failed' | 'skipped';

type Row = typeof customerMessages.$inferSelect;

/** Events whose parameters hold a secret, blanked once the message is sent, failed or skipped. */
const SECRET_EVENTS: ReadonlySet<string> = new Set(['confirmation_code']);
const scrubbed = (params: Record<string, string>) => ({ ...params, code: '••••••' });

const later = (now: Date, ms: number) => new Date(now.getTime() + ms);
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);
const retryable = (error: unknown) => !(error instanceof WhatsAppError || error instanceof SmsError) || error.retryable;

/** Claims the next due message and moves it one step; 'none' when nothing was due. */
async function processNextCustomerMessage({ db, channels, clock = () => new Date(), random }: MessageQueueOptions): Promise<MessageOutcome> {
  const now = clock();
  const [claimed] = await claimDueRows(
    db,
    { table: customerMessages, status: customerMessages.status, attempts: customerMessages.attempts, dueAt: customerMessages.next_attempt_at },
    { limit: 1, leaseMs: MESSAGE_LEASE_MS, now },
  );
  if (!claimed) return 'none';
  const [row] = await db.select().from(customerMessages).where(eq(customerMessages.id, claimed.id));
  if (!row) return 'none';
  const update = (values: Partial<typeof customerMessages.$inferInsert>) =>
    db
      .update(customerMessages)
      .set(values.status && values.status !== 'pending' && SECRET_EVENTS.has(row.event) ? { ...values, params: scrubbed(row.params) } : values)
      .where(eq(customerMessages.id, row.id));

  const [target] = await db
    .select({ customerId: customers.id, telephone: customers.telephone })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customer_id))
    .where(eq(orders.id, row.order_id));
  const consent = target ? await currentConsent(db, target.customerId) : null;
  const allowed = row.canal_demande ? channelsFor(row.canal_demande) : consent ? channelsFor(consent.canal) : [];
  if (!target?.telephone || allowed.length === 0) {
    // Consent withdrawn while a WhatsApp message waited for its delivery: it went out, nothing more is sent.
    await update(row.whatsapp_id ? { status: 'sent' } : { status: 'skipped', last_error: target?.telephone ? null : 'pas de numéro' });
    return row.whatsapp_id ? 'sent' : 'skipped';
  }
  const to = internationalNumber(target.telephone);
  const params = row.params as unknown as MessageParams;
  const { whatsapp, sms } = await channels();
  const canSms = allowed.includes('sms') && sms !== null;
  let whatsappStatus = row.whatsapp_status;

  if (whatsappStatus === null && allowed.includes('whatsapp') && whatsapp) {
    const arabic = consent!.langue === 'ar' && whatsapp.arabic.includes(row.event);
    try {
      const { id } = await sendWhatsAppTemplate(whatsapp, {
        to,
        template: whatsapp.templates[row.event],
        language: arabic ? 'ar' : 'fr',
        parameters: templateParameters(row.event, params),
      });
      await update({
        channel: 'whatsapp',
        whatsapp_id: id,
        whatsapp_status: 'sent',
        whatsapp_sent_at: now,
        status: 'pending',
        next_attempt_at: later(now, DELIVERY_WAIT_MS),
        last_error: null,
      });
      return 'waiting';
    } catch (error) {
      if (!canSms) return retryOrFail(update, row, error, now, random);
      await update({ whatsapp_status: 'failed', last_error: errorText(error) });
      whatsappStatus = 'failed';
    }
  }

  if (whatsappStatus === 'delivered' || whatsappStatus === 'read') {
    await update({ status: 'sent' });
    return 'sent';
  }

  if (canSms) {
    const arabic = consent!.langue === 'ar' && (whatsapp?.arabic ?? []).includes(row.event);
    try {
      const { id } = await sendSms(sms!, { to, text: messageText(row.event, params, arabic ? 'ar' : 'fr'), reference: `message-${row.id}` });
      await update({ channel: 'sms', sms_id: id, sms_status: 'sent', sms_sent_at: now, status: 'sent' });
      return 'sent';
    } catch (error) {
      return retryOrFail(update, row, error, now, random);
    }
  }
  // No SMS to fall back on: a WhatsApp message accepted stays sent (no report came); else nothing could take it.
  if (whatsappStatus === 'sent') {
    await update({ status: 'sent' });
    return 'sent';
  }
  await update({ status: 'failed', last_error: row.last_error ?? 'aucun canal de message disponible' });
  return 'failed';
}

async function retryOrFail(
  update: (values: Partial<typeof customerMessages.$inferInsert>) => Promise<unknown>,
  row: Row,
  error: unknown,
  now: Date,
  random?: () => number,
): Promise<MessageOutcome> {
  if (row.attempts >= MESSAGE_MAX_ATTEMPTS || !retryable(error)) {
    await update({ status: 'failed', last_error: errorText(error) });
    return 'failed';
  }
  await update({ status: 'pending', last_error: errorText(error), next_attempt_at: later(now, retryDelayMs(row.attempts, MESSAGE_RETRY_DELAYS, random)) });
  return 'retry';
}

export function customerMessageQueue(options: MessageQueueOptions): JobQueue {
  return {
    kind: CUSTOMER_MESSAGES_KIND,
    async runNext() {
      const outcome = await processNextCustomerMessage(options);
      if (outcome === 'none') return null;
      return outcome !== 'retry' && outcome !== 'failed';
    },
  };
}

/** Runs the queue until nothing is due (tests, the bench). */
export async function drainCustomerMessages(options: MessageQueueOptions): Promise<MessageOutcome[]> {
  const outcomes: MessageOutcome[] = [];
  for (;;) {
    const outcome = await processNextCustomerMessage(options);
    if (outcome === 'none') return outcomes;
    outcomes.push(outcome);
  }
}
