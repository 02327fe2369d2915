/**
 * The payloads of the live streams (server-sent events), one schema per event name: the endpoint table declares
 * them on each stream (`events` in core/contracts), the server writes them typed from these schemas, the browser's
 * `subscribe` hands them to its handlers typed from the same ones, and the server tests read every stream through
 * them (a payload that drifts from its schema fails them).
 */
import { z } from 'zod';
import { ORDER_STATUSES } from '../order-status';
import { PaymentStatus } from '../api-views';
import { isoDateTime } from './view-fields';

const OrderStatus = z.enum(ORDER_STATUSES);

/** The board's stream (`order`): which order was placed or changed, and whether it is new. */
export const AdminOrderEvent = z.object({
  id: z.string(),
  numero_commande: z.string(),
  statut_commande: OrderStatus,
  payment_status: PaymentStatus,
  created: z.boolean(),
});
export type AdminOrderEvent = z.infer<typeof AdminOrderEvent>;

/** The tracking page's stream of one order (`order`): its state only, no id (the page asked by number). */
export const OrderChangeEvent = z.object({ statut_commande: OrderStatus, payment_status: PaymentStatus, updated_at: isoDateTime });
export type OrderChangeEvent = z.infer<typeof OrderChangeEvent>;

/** A customer's own stream (`order`): which of their orders changed; no personal data, the page refetches. */
export const CustomerOrderEvent = z.object({
  id: z.string(),
  numero_commande: z.string(),
  statut_commande: OrderStatus,
  payment_status: PaymentStatus,
});

/** A customer's own stream (`account`): their points or vouchers changed without an order; nothing more to say. */
export const AccountChangeEvent = z.object({});

/** The shop's catalogue stream (`catalog`): the menu changed, refetch it. */
export const CatalogChangeEvent = z.object({ changed: z.literal(true) });
