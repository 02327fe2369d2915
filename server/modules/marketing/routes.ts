/**
 * Marketing consent: the customer's own choices (GET/PUT /api/me/marketing-consent), the unsubscribe link
 * (GET/POST /api/marketing/unsubscribe?t=…, anonymous: the signed token is the proof; the POST is also the
 * mail clients' one-click target, sent as a form) and, in the guarded admin scope, the frequency cap
 * (adminMarketingRoutes: read by staff, changed by an admin).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as endpoints from '@core/contracts/marketing';
import { maskRecipient } from '@core/marketing';
import { customers, restaurantSettings } from '../../db/schema/index';
import { readSettingsRow } from '../../db/settings-row';
import { AppError } from '../../errors';
import { endpointRoute } from '../../lib/endpoint-route';
import { customerOf, requireAdmin, requireCustomer } from '../../plugins/auth';
import { authSecret } from '../auth/better-auth';
import { hasMarketingConsent, marketingConsentView, readUnsubscribeToken, recordMarketingConsent, withdrawMarketingConsent } from './consent';

export async function marketingConsentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const secret = authSecret(app.config);

  // The one-click POST of mail clients: 'List-Unsubscribe=One-Click' as a form (this scope only).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.route({
    ...endpointRoute(app, endpoints.getMarketingConsent),
    onRequest: requireCustomer,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return marketingConsentView(db, (await customerOf(request)).customerId);
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.saveMarketingConsent),
    onRequest: requireCustomer,
    handler: async (request) => {
      const { customerId } = await customerOf(request);
      const { source, ...choices } = request.body;
      await recordMarketingConsent(db, { customerId, choices, source });
      return marketingConsentView(db, customerId);
    },
  });

  const linkTarget = async (token: string) => {
    const target = readUnsubscribeToken(secret, token);
    if (!target) throw new AppError('UNSUBSCRIBE_LINK_INVALID');
    const [customer] = await db.select({ email: customers.email, telephone: customers.telephone }).from(customers).where(eq(customers.id, target.customerId));
    if (!customer) throw new AppError('UNSUBSCRIBE_LINK_INVALID');
    const recipient = (target.canal === 'email' ? customer.email : customer.telephone) ?? '';
    return { ...target, destinataire: recipient ? maskRecipient(recipient) : '' };
  };

  app.route({
    ...endpointRoute(app, endpoints.getUnsubscribe),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const target = await linkTarget(request.query.t);
      return { canal: target.canal, destinataire: target.destinataire, accorde: await hasMarketingConsent(db, target.customerId, target.canal) };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.unsubscribe),
    handler: async (request) => {
      const target = await linkTarget(request.query.t);
      await withdrawMarketingConsent(db, { customerId: target.customerId, canal: target.canal, source: 'lien' });
      return { canal: target.canal, destinataire: target.destinataire, accorde: false };
    },
  });
}

export async function adminMarketingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  app.route({
    ...endpointRoute(app, endpoints.getMarketingSettings),
    handler: async () => ({ plafond_jours: (await readSettingsRow({ db })).marketing_plafond_jours }),
  });

  app.route({
    ...endpointRoute(app, endpoints.saveMarketingSettings),
    onRequest: requireAdmin,
    handler: async (request) => {
      await readSettingsRow({ db });
      await db.update(restaurantSettings).set({ marketing_plafond_jours: request.body.plafond_jours }).where(eq(restaurantSettings.id, 1));
      return { plafond_jours: request.body.plafond_jours };
    },
  });
}
