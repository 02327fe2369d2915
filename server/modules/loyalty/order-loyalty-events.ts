/**
 * The loyalty side of an order's status change, one call from the order path (in its transaction):
 * Livre credits the points, the spending, the VIP level and the missions; Annule loses the pending
 * points and gives the voucher back.
 */
import type { Tx } from '../../db/client';
import type { orders } from '../../db/schema/index';
import { releaseOrderVoucher } from './order-voucher';
import { creditDeliveredOrder, loseOrderPoints } from './order-points';

type OrderRow = typeof orders.$inferSelect;

export async function applyOrderStatusToLoyalty({ tx, order, now = new Date() }: { tx: Tx; order: OrderRow; now?: Date }): Promise<void> {
  if (order.statut_commande === 'Livre') await creditDeliveredOrder({ tx, order, now });
  if (order.statut_commande === 'Annule') {
    await loseOrderPoints({ tx, orderId: order.id });
    await releaseOrderVoucher({ tx, orderId: order.id });
  }
}
