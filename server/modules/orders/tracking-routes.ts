/**
 * Public tracking by order number (rate-limited per IP: numbers are unguessable, but not enumerable
 * for free either) and its live stream. Personal fields only for the owner or staff (order-view.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EventStreamView, OrderAnswer } from '@core/api-views';
import { OrderNumberParams } from '@core/schemas/orders';
import type { OrderEventHub } from './order-event-hub';
import { getOrderByNumber } from './get-order';
import { presentOrder } from './order-view';

export const LOOKUP_LIMIT_PER_MINUTE = 60;

export async function trackingRoutes(fastify: FastifyInstance, opts: { hub: OrderEventHub }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const perIp = app.limit({
    name: 'order-lookup',
    max: LOOKUP_LIMIT_PER_MINUTE,
    windowS: 60,
    key: (request) => request.ip,
  });

  app.get('/api/orders/by-number/:numero', { preHandler: perIp, schema: { params: OrderNumberParams, response: { 200: OrderAnswer } } }, async (request) => {
    const order = await getOrderByNumber({ db, numero: request.params.numero });
    return { order: await presentOrder({ db, order, viewer: await request.viewer() }) };
  });

  const eventsSchema = { params: OrderNumberParams, response: { 200: EventStreamView } };
  app.get('/api/orders/by-number/:numero/events', { preHandler: perIp, schema: eventsSchema }, async (request, reply) => {
    const order = await getOrderByNumber({ db, numero: request.params.numero });
    opts.hub.stream(reply, (send) => {
      // The current state first: a change between the page's fetch and this subscription is not lost.
      send('order', { statut_commande: order.statut_commande, payment_status: order.payment_status, updated_at: order.updated_at.toISOString() });
      return opts.hub.subscribe((event) => {
        if (event.id === order.id)
          send('order', { statut_commande: event.statut_commande, payment_status: event.payment_status, updated_at: event.updated_at });
      });
    });
  });
}
