/**
 * The staff order board under the guarded /api/admin scope: list with filters, live events of new and
 * changed orders, status changes along the core/ transition table.
 */
import type { FastifyInstance } from 'fastify';
import { AdminOrdersQuery, OrderIdParams, OrderStatusInput } from '@core/schemas/orders';
import { viewerOf } from '../../plugins/auth';
import { changeOrderStatus } from './change-order-status';
import { listAdminOrders } from './list-admin-orders';
import { presentOrder, presentOrders } from './order-view';

export async function adminOrderRoutes(app: FastifyInstance) {
    const { db } = app.database;
    const hub = () => app.orderEvents;

    app.get('/orders', async (request) => {
      const viewer = await viewerOf(request);
      const rows = await listAdminOrders({ db, ...AdminOrdersQuery.parse(request.query) });
      return { orders: await presentOrders({ db, rows, viewer }) };
    });

    app.get('/orders/events', async (request, reply) => {
      hub().stream(reply, (send) =>
        hub().subscribe((event) =>
          send('order', { id: event.id, numero_commande: event.numero_commande, statut_commande: event.statut_commande, payment_status: event.payment_status, created: event.created }),
        ),
      );
    });

    app.patch('/orders/:id/status', async (request) => {
      const viewer = await viewerOf(request);
      const { statut_commande } = OrderStatusInput.parse(request.body ?? {});
      const order = await changeOrderStatus({ db, orderId: OrderIdParams.parse(request.params).id, statut: statut_commande, changedBy: viewer.userId, publicUrl: app.config.publicUrl });
      return { order: await presentOrder({ db, order, viewer }) };
    });
}
