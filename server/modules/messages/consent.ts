/**
 * The customer's choice of channel for order messages: an append-only list (message_consents), the latest
 * row in force, each with its date and source (checkout, profile, or a 'STOP' reply). No row means
 * e-mail only: nobody is written to by WhatsApp or SMS without having chosen it.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { CanalMessages, ConsentSource, MessageLanguage } from '@core/customer-messages';
import type { DbOrTx } from '../../db/client';
import { customers, messageConsents } from '../../db/schema/index';

export interface CurrentConsent {
  canal: CanalMessages;
  langue: MessageLanguage;
  since: Date | null;
  source: string | null;
}

export async function currentConsent(db: DbOrTx, customerId: number): Promise<CurrentConsent> {
  const [row] = await db.select().from(messageConsents).where(eq(messageConsents.customer_id, customerId)).orderBy(desc(messageConsents.id)).limit(1);
  return row
    ? { canal: row.canal, langue: row.langue, since: row.created_at, source: row.source }
    : { canal: 'email', langue: 'fr', since: null, source: null };
}

/** Records a choice; the same channel and language again records nothing (the first date stays). */
export async function recordConsent(
  db: DbOrTx,
  { customerId, canal, langue, source }: { customerId: number; canal: CanalMessages; langue?: MessageLanguage; source: ConsentSource },
): Promise<CurrentConsent> {
  const current = await currentConsent(db, customerId);
  const nextLangue = langue ?? current.langue;
  if (current.since && current.canal === canal && current.langue === nextLangue) return current;
  if (!current.since && canal === 'email' && nextLangue === current.langue) return current;
  const [row] = await db.insert(messageConsents).values({ customer_id: customerId, canal, langue: nextLangue, source }).returning();
  return { canal: row!.canal, langue: row!.langue, since: row!.created_at, source: row!.source };
}

/**
 * A 'STOP' from a number: every customer with that phone who had chosen WhatsApp or SMS goes back to
 * e-mail only (recorded with the channel it came by). Answers how many consents ended.
 */
export async function stopConsentsOfPhone(db: DbOrTx, { telephone, via }: { telephone: string; via: 'whatsapp' | 'sms' }): Promise<number> {
  const owners = await db.select({ id: customers.id }).from(customers).where(eq(customers.telephone, telephone));
  let ended = 0;
  for (const { id } of owners) {
    const current = await currentConsent(db, id);
    if (current.canal === 'email') continue;
    await db
      .insert(messageConsents)
      .values({ customer_id: id, canal: 'email', langue: current.langue, source: via === 'whatsapp' ? 'stop_whatsapp' : 'stop_sms' });
    ended += 1;
  }
  return ended;
}

/** Whether the last change of these customers' consent was a STOP (for the profile's note). */
export async function endedByStop(db: DbOrTx, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ source: messageConsents.source })
    .from(messageConsents)
    .where(and(eq(messageConsents.customer_id, customerId), inArray(messageConsents.source, ['stop_whatsapp', 'stop_sms'])))
    .orderBy(desc(messageConsents.id))
    .limit(1);
  const current = await currentConsent(db, customerId);
  return Boolean(row) && current.canal === 'email' && (current.source === 'stop_whatsapp' || current.source === 'stop_sms');
}
