/**
 * Live order updates: every write to an order sends NOTIFY order_events inside its transaction, so
 * the message leaves only on commit and reaches every server instance listening on the same
 * PostgreSQL (or PGlite). The SSE routes subscribe through app.orderEvents (order-event-hub.ts).
 * Each event is also recorded (server/lib/stream-events.ts): its id, `seq`, is the stream's `id:` line and
 * the cursor of a replay after a reconnection.
 */
import type { DbOrTx } from '../../db/client';
import { publishStreamEvent } from '../../lib/stream-events';
import type { PaymentStatus, StatutCommande } from '../../db/schema/index';

export const ORDER_EVENTS_CHANNEL = 'order_events';

export interface OrderEvent {
  id: string;
  /** The owner: the customer's own stream (GET /api/me/events) follows their orders by it. */
  customer_id: number;
  numero_commande: string;
  statut_commande: StatutCommande;
  payment_status: PaymentStatus;
  updated_at: string;
  /** true for a new order, false for a change */
  created: boolean;
  /** The recorded event's id (app_events): ordered across instances; absent only after a LISTEN reconnection. */
  seq?: number;
}

type OrderEventSource = Omit<OrderEvent, 'updated_at' | 'created' | 'seq'> & { updated_at: Date };

/** The payload of an order event (recorded, and sent by NOTIFY with its `seq`). */
export function orderEventData(order: OrderEventSource, created = false): Omit<OrderEvent, 'seq'> {
  return {
    id: order.id,
    customer_id: order.customer_id,
    numero_commande: order.numero_commande,
    statut_commande: order.statut_commande,
    payment_status: order.payment_status,
    updated_at: order.updated_at.toISOString(),
    created,
  };
}

/**
 * What each of the three order streams shows of an event, in one place: the staff board sees which order
 * changed and whether it is new; the customer's own stream which of their orders changed (no personal
 * data: the page refetches); the public tracking page, asked by number, the state only (no id).
 */
export const orderEventView = {
  staff: (e: OrderEvent) => ({
    id: e.id,
    numero_commande: e.numero_commande,
    statut_commande: e.statut_commande,
    payment_status: e.payment_status,
    created: e.created,
  }),
  customer: (e: OrderEvent) => ({ id: e.id, numero_commande: e.numero_commande, statut_commande: e.statut_commande, payment_status: e.payment_status }),
  tracking: (e: Pick<OrderEvent, 'statut_commande' | 'payment_status' | 'updated_at'>) => ({
    statut_commande: e.statut_commande,
    payment_status: e.payment_status,
    updated_at: e.updated_at,
  }),
};

/** Records the event and notifies it; the last write of the change's transaction (stream-events.ts). */
export async function notifyOrderEvent(db: DbOrTx, order: OrderEventSource, created = false): Promise<void> {
  await publishStreamEvent(db, ORDER_EVENTS_CHANNEL, 'order', { ...orderEventData(order, created) });
}

export function parseOrderEvent(payload: string): OrderEvent | null {
  try {
    const value = JSON.parse(payload) as Partial<OrderEvent>;
    return typeof value.id === 'string' && typeof value.numero_commande === 'string' ? (value as OrderEvent) : null;
  } catch {
    return null;
  }
}
