/**
 * Public tracking by order number (rate-limited per IP: numbers are unguessable, but not enumerable
 * for free either) and its live stream. Personal fields only for the owner or staff (order-view.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as endpoints from '@core/contracts/orders';
import { sql } from 'drizzle-orm';
import { endpointRoute } from '../../lib/endpoint-route';
import { latestStreamEventId, parseLastEventId, streamEventsAfter } from '../../lib/stream-events';
import type { OrderEventHub } from './order-event-hub';
import { orderEventView, type OrderEvent } from './order-events';
import { getOrderByNumber } from './get-order';
import { orderLookupLimit, trackedOrderView } from './order-lookup';

export async function trackingRoutes(fastify: FastifyInstance, opts: { hub: OrderEventHub }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const perIp = orderLookupLimit(app);

  app.route({
    ...endpointRoute(app, endpoints.getOrderByNumber),
    preHandler: perIp,
    handler: async (request) => ({ order: await trackedOrderView({ db, numero: request.params.numero, viewer: await request.viewer() }) }),
  });

  app.route({
    ...endpointRoute(app, endpoints.streamOrderByNumber),
    preHandler: perIp,
    handler: async (request, reply) => {
      const order = await getOrderByNumber({ db, numero: request.params.numero });
      const lastEventId = parseLastEventId(request.headers['last-event-id']);
      const view = orderEventView.tracking;
      opts.hub.stream(reply, endpoints.streamOrderByNumber, {
        subscribe: (send) =>
          opts.hub.subscribe((event) => {
            if (event.id === order.id) send('order', view(event), event.seq);
          }),
        async start(send) {
          if (lastEventId !== null) {
            // A reconnection: the events it missed, from the database (whichever instance it was on).
            const missed = await streamEventsAfter<OrderEvent>(db, 'order', lastEventId, sql`context->>'id' = ${order.id}`);
            for (const event of missed) send('order', view(event.data), event.id);
            return;
          }
          // The current state first, read after the cursor: a change between the page's fetch and this
          // subscription is not lost, and a live event already in the state is not sent twice.
          const seq = await latestStreamEventId(db, 'order');
          const current = await getOrderByNumber({ db, numero: order.numero_commande });
          send('order', view({ ...current, updated_at: current.updated_at.toISOString() }), seq || undefined);
        },
      });
    },
  });
}
