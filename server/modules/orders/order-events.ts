/**
 * Live order updates: every write to an order sends NOTIFY order_events inside its transaction, so
 * the message leaves only on commit and reaches every server instance listening on the same
 * PostgreSQL (or PGlite). The SSE routes subscribe through app.orderEvents (order-event-hub.ts).
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { PaymentStatus, StatutCommande } from '../../db/schema/index';

export const ORDER_EVENTS_CHANNEL = 'order_events';

export interface OrderEvent {
  id: string;
  numero_commande: string;
  statut_commande: StatutCommande;
  payment_status: PaymentStatus;
  updated_at: string;
  /** true for a new order, false for a change */
  created: boolean;
}

/** The NOTIFY payload of an order event. */
export function orderEventPayload(order: Omit<OrderEvent, 'updated_at' | 'created'> & { updated_at: Date }, created = false): string {
  const event: OrderEvent = {
    id: order.id,
    numero_commande: order.numero_commande,
    statut_commande: order.statut_commande,
    payment_status: order.payment_status,
    updated_at: order.updated_at.toISOString(),
    created,
  };
  return JSON.stringify(event);
}

export async function notifyOrderEvent(db: DbOrTx, order: Omit<OrderEvent, 'updated_at' | 'created'> & { updated_at: Date }, created = false): Promise<void> {
  await db.execute(sql`select pg_notify(${ORDER_EVENTS_CHANNEL}, ${orderEventPayload(order, created)})`);
}

export function parseOrderEvent(payload: string): OrderEvent | null {
  try {
    const value = JSON.parse(payload) as Partial<OrderEvent>;
    return typeof value.id === 'string' && typeof value.numero_commande === 'string' ? (value as OrderEvent) : null;
  } catch {
    return null;
  }
}
