/**
 * What cash needs of the orders module. Orders depends on cash (place-order checks the cash rules, the
 * order view carries the cash flags), never the reverse: cash only declares here the narrow part it uses,
 * and the orders plugin provides it as `app.cashOrders`.
 */
import type { StatutCommande } from '@core/order-status';
import type { OrderView } from '@core/api-views';
import type { orders } from '../../db/schema/index';
import type { Viewer } from '../../plugins/auth';

type OrderRow = typeof orders.$inferSelect;

export interface CashOrders {
  /** Moves the order along the one status-change use case (its notifications, points, prints and events). */
  changeStatus(change: { orderId: string; statut: StatutCommande; changedBy: string }): Promise<OrderRow>;
  /** The order as this viewer sees it: the board's and the customer's answer. */
  present(order: OrderRow, viewer: Viewer): Promise<OrderView>;
}

declare module 'fastify' {
  interface FastifyInstance {
    cashOrders: CashOrders;
  }
}
