/**
 * What the providers tell us after sending: WhatsApp statuses (delivered and read close the message at
 * once; failed hands it to the SMS leg now) and SMS delivery reports. A late or repeated report never
 * moves a status backwards (read stays read).
 */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customerMessages, type DeliveryStatus } from '../../db/schema/index';
import type { WhatsAppStatusUpdate } from '../../integrations/whatsapp';

/** Applies a WhatsApp status; true when the message must now fall back to SMS (wake the queue). */
export async function applyWhatsAppStatus(db: DbOrTx, update: WhatsAppStatusUpdate, now = new Date()): Promise<boolean> {
  const byId = eq(customerMessages.whatsapp_id, update.id);
  if (update.status === 'delivered' || update.status === 'read') {
    const before: DeliveryStatus[] = update.status === 'read' ? ['sent', 'delivered', 'failed'] : ['sent', 'failed'];
    await db
      .update(customerMessages)
      .set({
        whatsapp_status: update.status,
        // Delivered before the minute was up and no SMS went: the message is done.
        status: sql`case when ${customerMessages.status} = 'pending' and ${customerMessages.sms_id} is null then 'sent' else ${customerMessages.status} end`,
      })
      .where(and(byId, or(isNull(customerMessages.whatsapp_status), inArray(customerMessages.whatsapp_status, before))));
    return false;
  }
  if (update.status === 'failed') {
    const changed = await db
      .update(customerMessages)
      .set({ whatsapp_status: 'failed', last_error: update.error ?? 'WhatsApp : échec de distribution', next_attempt_at: now })
      .where(and(byId, eq(customerMessages.whatsapp_status, 'sent'), eq(customerMessages.status, 'pending')))
      .returning({ id: customerMessages.id });
    return changed.length > 0;
  }
  return false;
}

export async function applySmsReport(db: DbOrTx, report: { id: string; status: 'delivered' | 'failed' | 'sent' }): Promise<void> {
  if (report.status === 'sent') return;
  await db
    .update(customerMessages)
    .set({ sms_status: report.status })
    .where(and(eq(customerMessages.sms_id, report.id), eq(customerMessages.sms_status, 'sent')));
}
