/**
 * Staff mark a delivery refused at the door (the board's 'Livraison refusée'): the refusal is counted
 * against the customer's phone number (core/phone.ts digits), whatever the account, so cash can be
 * refused for that number (especes_refus_max). A delivery still out ('En_livraison') is cancelled
 * through the one status-change use case; a cancelled one is only recorded. Marking twice changes nothing.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, livraisonsRefusees, orders } from '../../db/schema/index';
import { AppError } from '../../errors';
import { recordAppEvent } from '../events/record-app-event';
import { findOrderById } from '../../db/find-order';
import type { CashOrders } from './cash-orders';
import { normalisedPhone } from './check-cash-order';

type OrderRow = typeof orders.$inferSelect;

export async function markDeliveryRefused({
  db,
  orderId,
  motif,
  actorId,
  changeStatus,
}: {
  db: Db;
  orderId: string;
  motif: string | null;
  actorId: string;
  changeStatus: CashOrders['changeStatus'];
}): Promise<OrderRow> {
  const order = await findOrderById({ db, orderId });
  if (order.type_commande !== 'Livraison') throw new AppError('DELIVERY_REFUSAL_NOT_DELIVERY');
  if (order.statut_commande !== 'En_livraison' && order.statut_commande !== 'Annule') throw new AppError('DELIVERY_REFUSAL_NOT_OUT');
  const [already] = await db.select({ id: livraisonsRefusees.id }).from(livraisonsRefusees).where(eq(livraisonsRefusees.order_id, orderId)).limit(1);
  if (already) throw new AppError('DELIVERY_REFUSAL_ALREADY');
  const [customer] = await db.select({ telephone: customers.telephone }).from(customers).where(eq(customers.id, order.customer_id)).limit(1);
  const telephone = normalisedPhone(customer?.telephone ?? null);
  if (!telephone) throw new AppError('DELIVERY_REFUSAL_NO_PHONE');
  const cancelled = order.statut_commande === 'En_livraison' ? await changeStatus({ orderId, statut: 'Annule', changedBy: actorId }) : order;
  await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(livraisonsRefusees)
      .values({ order_id: orderId, telephone, customer_id: order.customer_id, motif, marked_by: actorId })
      .onConflictDoNothing()
      .returning({ id: livraisonsRefusees.id });
    if (!inserted) return;
    await recordAppEvent(tx, {
      event: 'order.delivery_refused',
      userId: actorId,
      context: { order_id: orderId, numero_commande: order.numero_commande, motif },
    });
  });
  return cancelled;
}
