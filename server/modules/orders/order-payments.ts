/**
 * Online payment as the order path sees it. The order path reads in one direction: payments depends on
 * orders, never the reverse, so orders only declares what it needs here and the payments plugin
 * (server/modules/payments/plugin.ts) provides it as app.orderPayments.
 */
import type { orders } from '../../db/schema/index';

type OrderRow = typeof orders.$inferSelect;

export interface OrderPayments {
  /**
   * Resolves the payment connection before an order is written (so with online payment unavailable,
   * e.g. production without a key, it throws and no order is written); `start` then opens the payment.
   * `testOrder`: the order will be a test order, which never opens a real payment (refused in production).
   */
  prepare(options?: { testOrder?: boolean }): Promise<{ start(order: OrderRow): Promise<{ payUrl: string }> }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    orderPayments: OrderPayments;
  }
}
