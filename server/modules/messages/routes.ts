/**
 * The customer's choice of channel (GET/PUT /api/me/message-consent, own row only) and, for the staff,
 * an order's messages with their channel and delivery (GET /api/admin/orders/:id/messages, in the guarded
 * admin scope: adminMessageRoutes).
 */
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGE_DELIVERY_LABELS, MESSAGE_EVENT_LABELS, MessageConsentInput, MessageConsentView, messageDelivery } from '@core/customer-messages';
import { listOrderMessages } from '@core/contracts/admin-orders';
import { customerMessages } from '../../db/schema/index';
import { endpointRoute } from '../../lib/endpoint-route';
import { customerOf, requireCustomer } from '../../plugins/auth';
import { findOrderById } from '../orders/get-order';
import { currentConsent, endedByStop, recordConsent } from './consent';

const ConsentBody = MessageConsentInput.extend({
  langue: z.enum(['fr', 'ar'], { error: 'Langue invalide' }).optional(),
  source: z.enum(['checkout', 'profil'], { error: 'Source invalide' }).default('profil'),
});
const ConsentAnswer = MessageConsentView.extend({ langue: z.enum(['fr', 'ar']) });

export async function messageConsentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  const view = async (customerId: number) => {
    const consent = await currentConsent(db, customerId);
    return { canal: consent.canal, langue: consent.langue, depuis: consent.since?.toISOString() ?? null, arrete_par_stop: await endedByStop(db, customerId) };
  };

  app.get('/api/me/message-consent', { onRequest: requireCustomer, schema: { response: { 200: ConsentAnswer } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return view((await customerOf(request)).customerId);
  });

  app.put('/api/me/message-consent', { onRequest: requireCustomer, schema: { body: ConsentBody, response: { 200: ConsentAnswer } } }, async (request) => {
    const { customerId } = await customerOf(request);
    await recordConsent(db, { customerId, canal: request.body.canal, langue: request.body.langue, source: request.body.source });
    return view(customerId);
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
