/**
 * Puts an order's message to its customer in the queue (customer_messages), in the transaction of the
 * change that causes it: one row per (order, event), so a replay, a second worker or a restart never
 * queues or sends it twice. The parameters are fixed now (names, links, the slot); the channel is chosen
 * when it is sent, from the customer's consent at that moment. A test order tells nobody.
 */
import { eq } from 'drizzle-orm';
import { discountsText, momentText, REVIEW_PARAM, type MessageEvent, type MessageParams } from '@core/customer-messages';
import { orderDiscountLines } from '@core/order-display';
import type { Tx } from '../../db/client';
import { customerMessages, customers, type orders } from '../../db/schema/index';

type OrderRow = typeof orders.$inferSelect;

export const CUSTOMER_MESSAGES_KIND = 'customer-messages';

function messageParams(args: { order: OrderRow; prenom: string | null; restaurant: string; publicUrl: string; event: MessageEvent }): MessageParams {
  const { order, publicUrl, event } = args;
  const tracking = `${publicUrl}/order-tracking/${encodeURIComponent(order.numero_commande)}`;
  const scheduledFor = order.scheduled_for;
  const discounts = discountsText(orderDiscountLines(order));
  const lien = event === 'payment_failed' ? `${publicUrl}/payment-failed/${order.id}` : event === 'delivered' ? `${tracking}?${REVIEW_PARAM}=1` : tracking;
  return {
    prenom: args.prenom?.trim() || 'cher client',
    numero: order.numero_commande,
    restaurant: args.restaurant,
    ...(event === 'confirmed' ? { moment: momentText(scheduledFor) } : {}),
    ...(event === 'confirmed' && discounts ? { remises: discounts } : {}),
    lien,
  };
}

/** The row of a message (for a caller that batches its writes, like place-order.ts): insert it with onConflictDoNothing. */
export function customerMessageValues(args: {
  order: OrderRow;
  event: MessageEvent;
  prenom: string | null;
  restaurant: string;
  publicUrl: string;
  /** Parameters of this message alone (a code, a payment link and its amount). */
  extra?: Partial<MessageParams>;
  /** Tells apart two messages of one event (customer_messages.cle); '' for a status message. */
  cle?: string;
  /** The channel asked for this message, in place of the customer's choice when it is sent. */
  canal?: 'whatsapp' | 'sms' | null;
}): typeof customerMessages.$inferInsert {
  const params = { ...messageParams(args), ...args.extra };
  return {
    order_id: args.order.id,
    event: args.event,
    params: params as unknown as Record<string, string>,
    cle: args.cle ?? '',
    canal_demande: args.canal ?? null,
  };
}

/** Queues the message (once per order and event); true when this call queued it. */
export async function queueCustomerMessage(args: {
  tx: Tx;
  order: OrderRow;
  event: MessageEvent;
  restaurant: string;
  publicUrl: string;
  extra?: Partial<MessageParams>;
  cle?: string;
  canal?: 'whatsapp' | 'sms' | null;
}): Promise<boolean> {
  const { tx, order } = args;
  if (order.is_test) return false;
  const [customer] = await tx.select({ prenom: customers.prenom }).from(customers).where(eq(customers.id, order.customer_id)).limit(1);
  const inserted = await tx
    .insert(customerMessages)
    .values(customerMessageValues({ ...args, prenom: customer?.prenom ?? null }))
    .onConflictDoNothing()
    .returning({ id: customerMessages.id });
  return inserted.length > 0;
}
