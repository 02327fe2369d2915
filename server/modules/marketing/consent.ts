/**
 * The customers' marketing consent per channel: an append-only list (marketing_consents), the latest row
 * of each channel in force, each with its date and source. No row means off: nobody receives an offer
 * without having said yes on that channel. Order messages (message_consents) are never touched here.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, inArray, max } from 'drizzle-orm';
import { MARKETING_CHANNELS, type MarketingChannel, type MarketingConsentSource, type MarketingConsentView } from '@core/marketing';
import type { DbOrTx } from '../../db/client';
import { customerMessages, customers, marketingConsents, marketingMessages, orders } from '../../db/schema/index';

type Row = typeof marketingConsents.$inferSelect;

async function latestRows(db: DbOrTx, customerIds: number[]): Promise<Map<number, Partial<Record<MarketingChannel, Row>>>> {
  const byCustomer = new Map<number, Partial<Record<MarketingChannel, Row>>>();
  if (customerIds.length === 0) return byCustomer;
  const rows = await db
    .selectDistinctOn([marketingConsents.customer_id, marketingConsents.canal])
    .from(marketingConsents)
    .where(inArray(marketingConsents.customer_id, customerIds))
    .orderBy(marketingConsents.customer_id, marketingConsents.canal, desc(marketingConsents.id));
  for (const row of rows) byCustomer.set(row.customer_id, { ...byCustomer.get(row.customer_id), [row.canal]: row });
  return byCustomer;
}

/** Whether the customer said yes on this channel (latest choice). */
export async function hasMarketingConsent(db: DbOrTx, customerId: number, canal: MarketingChannel): Promise<boolean> {
  const [row] = await db
    .select({ accorde: marketingConsents.accorde })
    .from(marketingConsents)
    .where(and(eq(marketingConsents.customer_id, customerId), eq(marketingConsents.canal, canal)))
    .orderBy(desc(marketingConsents.id))
    .limit(1);
  return row?.accorde ?? false;
}

export async function marketingConsentView(db: DbOrTx, customerId: number): Promise<MarketingConsentView> {
  const latest = (await latestRows(db, [customerId])).get(customerId) ?? {};
  const channel = (canal: MarketingChannel) => {
    const row = latest[canal];
    return row ? { accorde: row.accorde, depuis: row.created_at.toISOString(), source: row.source } : { accorde: false, depuis: null, source: null };
  };
  return { email: channel('email'), whatsapp: channel('whatsapp'), sms: channel('sms'), deja_demande: Object.keys(latest).length > 0 };
}

/**
 * Records the customer's choices; a channel set to what it already is records nothing (its first date
 * stays). From the question after a delivery ('suivi') with nothing chosen, a refusal is recorded on the
 * three channels so that the question is not asked again.
 */
export async function recordMarketingConsent(
  db: DbOrTx,
  { customerId, choices, source }: { customerId: number; choices: Partial<Record<MarketingChannel, boolean>>; source: MarketingConsentSource },
): Promise<void> {
  const latest = (await latestRows(db, [customerId])).get(customerId) ?? {};
  const wanted = source === 'suivi' && Object.values(choices).every((v) => v !== true) ? { email: false, whatsapp: false, sms: false, ...choices } : choices;
  const rows = MARKETING_CHANNELS.filter((canal) => wanted[canal] !== undefined)
    .filter((canal) => {
      const current = latest[canal];
      // A refusal where nothing was ever given is recorded only from the question (so it is not asked again).
      if (!current) return wanted[canal] === true || source === 'suivi';
      return current.accorde !== wanted[canal];
    })
    .map((canal) => ({ customer_id: customerId, canal, accorde: wanted[canal]!, source }));
  if (rows.length) await db.insert(marketingConsents).values(rows);
}

/** Turns one channel off (an unsubscribe link, a STOP); false when it was not on. */
export async function withdrawMarketingConsent(
  db: DbOrTx,
  { customerId, canal, source }: { customerId: number; canal: MarketingChannel; source: MarketingConsentSource },
): Promise<boolean> {
  if (!(await hasMarketingConsent(db, customerId, canal))) return false;
  await db.insert(marketingConsents).values({ customer_id: customerId, canal, accorde: false, source });
  return true;
}

/**
 * Whether the latest message that number had on this channel was a marketing one: a 'STOP' then answers
 * the offer and ends the marketing consent only; the order messages keep their channel.
 */
export async function latestWasMarketing(db: DbOrTx, { telephone, via }: { telephone: string; via: 'whatsapp' | 'sms' }): Promise<boolean> {
  const [marketing] = await db
    .select({ at: max(marketingMessages.sent_at) })
    .from(marketingMessages)
    .innerJoin(customers, eq(customers.id, marketingMessages.customer_id))
    .where(and(eq(customers.telephone, telephone), eq(marketingMessages.canal, via), eq(marketingMessages.status, 'sent')));
  if (!marketing?.at) return false;
  const sentAt = via === 'whatsapp' ? customerMessages.whatsapp_sent_at : customerMessages.sms_sent_at;
  const [order] = await db
    .select({ at: max(sentAt) })
    .from(customerMessages)
    .innerJoin(orders, eq(orders.id, customerMessages.order_id))
    .innerJoin(customers, eq(customers.id, orders.customer_id))
    .where(eq(customers.telephone, telephone));
  return !order?.at || order.at.getTime() <= marketing.at.getTime();
}

/** A 'STOP' from a number: marketing on that channel ends for every customer with that phone. Answers how many ended. */
export async function stopMarketingOfPhone(db: DbOrTx, { telephone, via }: { telephone: string; via: 'whatsapp' | 'sms' }): Promise<number> {
  const owners = await db.select({ id: customers.id }).from(customers).where(eq(customers.telephone, telephone));
  let ended = 0;
  for (const { id } of owners) {
    if (await withdrawMarketingConsent(db, { customerId: id, canal: via, source: via === 'whatsapp' ? 'stop_whatsapp' : 'stop_sms' })) ended += 1;
  }
  return ended;
}

// ---- The unsubscribe link: <customer id>.<channel>.<HMAC>, signed with the server's auth secret --------

const sign = (secret: string, customerId: number, canal: MarketingChannel) =>
  createHmac('sha256', secret).update(`desabonnement.${customerId}.${canal}`).digest('base64url');

export function unsubscribeToken(secret: string, customerId: number, canal: MarketingChannel): string {
  return `${customerId}.${canal}.${sign(secret, customerId, canal)}`;
}

export function readUnsubscribeToken(secret: string, token: string): { customerId: number; canal: MarketingChannel } | null {
  const [idText, canal, signature] = token.split('.');
  const customerId = Number(idText);
  if (!Number.isSafeInteger(customerId) || customerId <= 0 || !signature) return null;
  if (!(MARKETING_CHANNELS as readonly string[]).includes(canal ?? '')) return null;
  const expected = Buffer.from(sign(secret, customerId, canal as MarketingChannel));
  const actual = Buffer.from(signature);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? { customerId, canal: canal as MarketingChannel } : null;
}
