/**
 * Opens one Konnect payment for an order: the customer's name, phone and e-mail prefilled, the webhook,
 * the return pages, the link's lifespan. Called outside any transaction (an order's payment and a
 * correction's supplement both write their reference only after it answers); a Konnect refusal becomes
 * PAYMENT_INIT_FAILED with Konnect's reason.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, type orders } from '../../db/schema/index';
import { AppError } from '../../errors';
import { initKonnectPayment, KonnectError, type KonnectConnection } from '../../integrations/konnect';
import { KONNECT_LIFESPAN_MIN } from './konnect-connection';

export interface KonnectCheckout {
  db: Db;
  order: typeof orders.$inferSelect;
  connection: KonnectConnection;
  /** Base URL Konnect calls back (PUBLIC_URL, or this server's own address for the simulator). */
  webhookBase: string;
  amount: number;
  description: string;
  successUrl: string;
  failUrl: string;
}

export async function openKonnectCheckout(checkout: KonnectCheckout): Promise<{ payUrl: string; paymentRef: string }> {
  const { db, order } = checkout;
  const [customer] = await db.select().from(customers).where(eq(customers.id, order.customer_id)).limit(1);
  try {
    return await initKonnectPayment(checkout.connection, {
      amount: checkout.amount,
      orderId: order.id,
      description: checkout.description,
      webhook: `${checkout.webhookBase}/api/payments/konnect/webhook`,
      successUrl: checkout.successUrl,
      failUrl: checkout.failUrl,
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
}
