/**
 * Opens a Konnect payment for a konnect order (at creation and on 'Réessayer le paiement'). The call to
 * Konnect happens outside any transaction; only then is the new reference written, and only while the
 * order is still unpaid. An older reference of the same order stays valid on Konnect's side: the
 * webhook finds the order through the payment's orderId, so a late payment of it is never lost.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { KonnectConnection } from '../../integrations/konnect';
import { KONNECT_LIFESPAN_MIN, SIMULATOR_API_KEY } from './konnect-connection';
import { recordAppEvent } from '../events/record-app-event';
import { openKonnectCheckout } from './open-konnect-checkout';

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
  const started = await openKonnectCheckout({
    db,
    order,
    connection,
    webhookBase: options.webhookBase,
    amount: order.total_ttc,
    description: `${options.restaurant} — commande ${order.numero_commande}`,
    successUrl: `${publicUrl}/payment-success/${order.id}`,
    failUrl: `${publicUrl}/payment-failed/${order.id}`,
  });

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
