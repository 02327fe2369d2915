/**
 * The signed-in customer's own live stream (GET /api/me/events): every change of one of their orders
 * (`order`: placed, paid, a status, a cancellation, on whichever instance) and of their points or vouchers
 * made without an order (`account`: an admin's adjustment, a voucher bought with points, a mission's reward,
 * lib/account-events.ts), so the header's points, the account's tabs and the current order follow without a
 * reload or a poll. The page refetches what the event touches; the event
 * itself carries no personal data. A reconnection with Last-Event-ID gets the events it missed, of both kinds.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import * as endpoints from '@core/contracts/orders';
import { endpointRoute } from '../../lib/endpoint-route';
import { customerOf, requireCustomer } from '../../plugins/auth';
import { parseLastEventId } from '../../lib/stream-events';
import { resumeStream, type OrderEventHub } from './order-event-hub';
import { orderEventView } from './order-events';

export async function customerEventsRoutes(fastify: FastifyInstance, opts: { hub: OrderEventHub }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  app.route({
    ...endpointRoute(app, endpoints.streamMyEvents),
    onRequest: requireCustomer,
    handler: async (request, reply) => {
      const { customerId } = await customerOf(request);
      const lastEventId = parseLastEventId(request.headers['last-event-id']);
      const view = orderEventView.customer;
      opts.hub.stream(reply, endpoints.streamMyEvents, {
        subscribe: (send) => {
          const orders = opts.hub.subscribe((event) => {
            if (event.customer_id === customerId) send('order', view(event), event.seq);
          });
          const account = opts.hub.subscribeAccounts((event) => {
            if (event.customer_id === customerId) send('account', {}, event.seq);
          });
          return () => {
            orders();
            account();
          };
        },
        // A new stream gets the cursor of now; a reconnection the events it missed, of both kinds, in their order.
        start: resumeStream<typeof endpoints.streamMyEvents>(
          db,
          lastEventId,
          { order: view, account: () => ({}) },
          sql`(context->>'customer_id')::int = ${customerId}`,
        ),
      });
    },
  });
}
