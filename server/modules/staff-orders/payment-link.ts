/**
 * The Konnect link of a phone order, from the board: sent to the customer by WhatsApp or SMS
 * (a 'payment_link' message in the customer messages' queue, written here and sent by the job runner:
 * one per link and channel, so a double tap or a replay sends it once), and opened anew once the link
 * expired or failed while the order is still unpaid (payments/start-order-payment.ts, which refuses a
 * paid or cancelled order). The link is the server's own (orders.payment_url), never the browser's.
 */
import { eq } from 'drizzle-orm';
import { formatTND } from '@core/money';
import type { Db } from '../../db/client';
import { customers, orders } from '../../db/schema/index';
import { AppError } from '../../errors';
import { effectivePaymentStatus } from '../orders/order-view';
import { findOrderById } from '../orders/get-order';
import { queueCustomerMessage } from '../messages/queue-customer-message';
import { startOrderPayment, type StartOrderPaymentOptions } from '../payments/start-order-payment';

type OrderRow = typeof orders.$inferSelect;

/** The order's payment must still be open to be sent or reopened: a konnect order, not cancelled, not paid. */
function assertUnpaidKonnect(order: OrderRow): void {
  if (order.mode_paiement !== 'konnect' || order.statut_commande === 'Annule') throw new AppError('NOT_PAYABLE');
  if (order.payment_status === 'paye') throw new AppError('ALREADY_PAID');
}

export async function sendPaymentLink({
  db,
  orderId,
  canal,
  channelReady,
  restaurant,
  publicUrl,
  now = new Date(),
}: {
  db: Db;
  orderId: string;
  canal: 'whatsapp' | 'sms';
  /** Whether the channel is configured (or its stand-in, outside production). */
  channelReady: boolean;
  restaurant: string;
  publicUrl: string;
  now?: Date;
}): Promise<{ deja_envoye: boolean }> {
  const order = await findOrderById({ db, orderId });
  assertUnpaidKonnect(order);
  if (!order.payment_url || !order.payment_ref) throw new AppError('PAYMENT_LINK_MISSING');
  if (effectivePaymentStatus(order, now) !== 'en_attente') throw new AppError('PAYMENT_LINK_EXPIRED');
  const [customer] = await db.select({ telephone: customers.telephone }).from(customers).where(eq(customers.id, order.customer_id)).limit(1);
  if (!customer?.telephone) throw new AppError('PAYMENT_LINK_NO_PHONE');
  if (!channelReady) throw new AppError('MESSAGE_CHANNEL_UNAVAILABLE');
  const queued = await db.transaction((tx) =>
    queueCustomerMessage({
      tx,
      order,
      event: 'payment_link',
      restaurant,
      publicUrl,
      extra: { lien: order.payment_url!, montant: formatTND(order.total_ttc) },
      cle: `${order.payment_ref}:${canal}`,
      canal,
    }),
  );
  return { deja_envoye: !queued };
}

/** A new link for an unpaid order whose link expired or failed; a link still valid is kept (sent again instead). */
export async function reopenPaymentLink(options: Omit<StartOrderPaymentOptions, 'order'> & { orderId: string }): Promise<{ order: OrderRow; payUrl: string }> {
  const order = await findOrderById({ db: options.db, orderId: options.orderId });
  assertUnpaidKonnect(order);
  if (effectivePaymentStatus(order, options.now ?? new Date()) === 'en_attente' && order.payment_url) throw new AppError('PAYMENT_LINK_ACTIVE');
  const { payUrl } = await startOrderPayment({ ...options, order });
  return { order: await findOrderById({ db: options.db, orderId: order.id }), payUrl };
}
