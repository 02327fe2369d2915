/**
 * The customer's choice of channel (GET/PUT /api/me/message-consent, own row only) and, for the staff,
 * an order's messages with their channel and delivery (GET /api/admin/orders/:id/messages, in the guarded
 * admin scope: adminMessageRoutes).
 */
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as endpoints from '@core/contracts/messages';
import { listOrderMessages } from '@core/contracts/admin-orders';
import { MESSAGE_DELIVERY_LABELS, MESSAGE_EVENT_LABELS, messageDelivery } from '@core/customer-messages';
import { customerMessages } from '../../db/schema/index';
import { endpointRoute } from '../../lib/endpoint-route';
import { customerOf, requireCustomer } from '../../plugins/auth';
import { findOrderById } from '../../db/find-order';
import { currentConsent, endedByStop, recordConsent } from './consent';

export async function messageConsentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  const view = async (customerId: number) => {
    const consent = await currentConsent(db, customerId);
    return { canal: consent.canal, langue: consent.langue, depuis: consent.since?.toISOString() ?? null, arrete_par_stop: await endedByStop(db, customerId) };
  };

  app.route({
    ...endpointRoute(app, endpoints.getMessageConsent),
    onRequest: requireCustomer,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return view((await customerOf(request)).customerId);
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.saveMessageConsent),
    onRequest: requireCustomer,
    handler: async (request) => {
      const { customerId } = await customerOf(request);
      await recordConsent(db, { customerId, canal: request.body.canal, langue: request.body.langue, source: request.body.source });
      return view(customerId);
    },
  });
}

export async function adminMessageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  app.route({
    ...endpointRoute(app, listOrderMessages),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const order = await findOrderById({ db, orderId: request.params.id });
      const rows = await db.select().from(customerMessages).where(eq(customerMessages.order_id, order.id)).orderBy(asc(customerMessages.id));
      return {
        messages: rows.map((row) => {
          const statut = messageDelivery(row);
          const at = row.sms_sent_at ?? row.whatsapp_sent_at;
          return {
            id: row.id,
            event: row.event,
            libelle: MESSAGE_EVENT_LABELS[row.event],
            canal: row.channel,
            statut,
            statut_libelle: MESSAGE_DELIVERY_LABELS[statut],
            sms_statut: row.whatsapp_status !== null && row.channel === 'sms' ? row.sms_status : null,
            envoye_le: at?.toISOString() ?? null,
            erreur: row.status === 'failed' ? row.last_error : null,
          };
        }),
      };
    },
  });
}
