/**
 * Opens a Konnect payment for a konnect order (at creation and on 'Réessayer le paiement'). The call to
 * Konnect happens outside any transaction; only then is the new reference written, and only while the
 * order is still unpaid. An older reference of the same order stays valid on Konnect's side: the
 * webhook finds the order through the payment's orderId, so a late payment of it is never lost.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, orders } from '../../db/schema/index';
import { AppError } from '../../errors';
import { initKonnectPayment, KonnectError, type KonnectConnection } from '../../integrations/konnect';
import { KONNECT_LIFESPAN_MIN, SIMULATOR_API_KEY } from './konnect-connection';
import { recordAppEvent } from '../events/record-app-event';

type OrderRow = typeof orders.$inferSelect;

export interface StartOrderPaymentOptions {
  db: Db;
  order: OrderRow;
  connection: KonnectConnection;
  publicUrl: string;
  /** Base URL Konnect calls back (PUBLIC_URL, or this server's own address for the simulator). */
  webhookBase: string;
  restaurant: string;
  now?: Date;
}

export async function startOrderPayment(options: StartOrderPaymentOptions): Promise<{ payUrl: string }> {
  const { db, order, connection, publicUrl } = options;
  if (order.mode_paiement !== 'konnect' || order.statut_commande === 'Annule') throw new AppError('NOT_PAYABLE');
  if (order.payment_status === 'paye') throw new AppError('ALREADY_PAID');
  if (order.is_test && connection.apiKey !== SIMULATOR_API_KEY) throw new AppError('TEST_ORDER_LIVE_PAYMENT');
  const [customer] = await db.select().from(customers).where(eq(customers.id, order.customer_id)).limit(1);

  let started: { payUrl: string; paymentRef: string };
  try {
    started = await initKonnectPayment(connection, {
      amount: order.total_ttc,
      orderId: order.id,
      description: `${options.restaurant} — commande ${order.numero_commande}`,
      webhook: `${options.webhookBase}/api/payments/konnect/webhook`,
      successUrl: `${publicUrl}/payment-success/${order.id}`,
      failUrl: `${publicUrl}/payment-failed/${order.id}`,
      firstName: customer?.prenom ?? '',
      lastName: customer?.nom ?? '',
      phoneNumber: customer?.telephone ?? '',
      email: customer?.email ?? '',
      lifespan: KONNECT_LIFESPAN_MIN,
    });
  } catch (error) {
    if (error instanceof KonnectError) throw new AppError('PAYMENT_INIT_FAILED', { message: error.message });
    throw error;
  }

  const expiresAt = new Date((options.now ?? new Date()).getTime() + KONNECT_LIFESPAN_MIN * 60_000);
  const updated = await db.transaction(async (tx) => {
    const rows = await tx
      .update(orders)
      .set({ payment_ref: started.paymentRef, payment_url: started.payUrl, payment_expires_at: expiresAt, payment_status: 'en_attente' })
      .where(and(eq(orders.id, order.id), ne(orders.payment_status, 'paye')))
      .returning({ id: orders.id });
    if (rows.length)
      await recordAppEvent(tx, {
        event: 'payment.started',
        context: { order_id: order.id, numero_commande: order.numero_commande, payment_ref: started.paymentRef, amount: order.total_ttc },
      });
    return rows;
  });
  if (updated.length === 0) throw new AppError('ALREADY_PAID');
  return { payUrl: started.payUrl };
}
