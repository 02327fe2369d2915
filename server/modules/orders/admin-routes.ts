/**
 * The staff order board under the guarded /api/admin scope: list with filters, live events of new and
 * changed orders, status changes along the core/ transition table, and the refund of a delivered or
 * paid order.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as endpoints from '@core/contracts/admin-orders';
import { endpointRoute } from '../../lib/endpoint-route';
import { parseLastEventId } from '../../lib/stream-events';
import { viewerOf } from '../../plugins/auth';
import { changeOrderStatus } from './change-order-status';
import { listAdminOrders } from './list-admin-orders';
import { listScheduledOrders } from './list-scheduled-orders';
import { orderEventView } from './order-events';
import { presentOrder, presentOrders } from './order-view';
import { refundOrder } from './refund-order';
import { resumeStream } from './order-event-hub';

export async function adminOrderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const hub = () => app.orderEvents;

  app.route({
    ...endpointRoute(app, endpoints.listAdminOrders),
    handler: async (request) => {
      const viewer = await viewerOf(request);
      const rows = await listAdminOrders({ db, ...request.query });
      return { orders: await presentOrders({ db, rows, viewer }) };
    },
  });

  // Order ahead: the 'Programmées' lane, whatever the day filter says.
  app.route({
    ...endpointRoute(app, endpoints.listScheduledOrders),
    handler: async (request) => {
      const viewer = await viewerOf(request);
      return { orders: await presentOrders({ db, rows: await listScheduledOrders({ db }), viewer }) };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.orderEvents),
    handler: async (request, reply) => {
      const lastEventId = parseLastEventId(request.headers['last-event-id']);
      const view = orderEventView.staff;
      hub().stream(reply, endpoints.orderEvents, {
        subscribe: (send) => hub().subscribe((event) => send('order', view(event), event.seq)),
        start: resumeStream<typeof endpoints.orderEvents>(db, lastEventId, { order: view }),
      });
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.changeOrderStatus),
    handler: async (request) => {
      const viewer = await viewerOf(request);
      const { statut_commande } = request.body;
      const order = await changeOrderStatus({
        db,
        orderId: request.params.id,
        statut: statut_commande,
        changedBy: viewer.userId,
        publicUrl: app.config.publicUrl,
      });
      if (statut_commande === 'Annule') app.metrics.ordersCancelled.inc({ by: 'staff' });
      return { order: await presentOrder({ db, order, viewer }) };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.refundOrder),
    handler: async (request, reply) => {
      const viewer = await viewerOf(request);
      const order = await refundOrder({ db, orderId: request.params.id, input: request.body, refundedBy: viewer.userId });
      return reply.status(201).send({ order: await presentOrder({ db, order, viewer }) });
    },
  });
}
