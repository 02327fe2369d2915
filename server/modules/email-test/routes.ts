/**
 * /api/admin/email-test/* (admins only, back-office §2, §7): send a test e-mail, read the last 20 sends,
 * test the configured provider, read and save the Configuration tab, send the real authentication e-mails.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as endpoints from '@core/contracts/email-test';
import { endpointRoute } from '../../lib/endpoint-route';
import { requireAdmin, viewerOf } from '../../plugins/auth';
import { getEmailConfig, saveEmailConfig } from './email-config';
import { sendAuthTestEmail } from './send-auth-test-email';
import { effectiveMailProvider, readMailProviderSettings } from '../../integrations/mail/provider-settings';
import { listEmailHistory } from './list-email-history';
import { sendTestEmail } from './send-test-email';
import { testEmailProvider } from './test-email-provider';

export async function adminEmailTestRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: requireAdmin };

  r.route({
    ...endpointRoute(r, endpoints.getEmailHistory),
    ...admin,
    handler: async () => ({ history: await listEmailHistory({ db }) }),
  });

  r.route({
    ...endpointRoute(r, endpoints.sendTestEmail),
    ...admin,
    handler: async (request) => sendTestEmail({ db, sendMail: app.sendMail, input: request.body }),
  });

  r.route({
    ...endpointRoute(r, endpoints.testEmailProvider),
    ...admin,
    handler: async (request) => testEmailProvider({ sendMail: app.sendMail, testEmail: request.body.test_email }),
  });

  r.route({
    ...endpointRoute(r, endpoints.getEmailConfig),
    ...admin,
    handler: async () => getEmailConfig({ db, activeProvider: effectiveMailProvider(await readMailProviderSettings(db), app.mailTransport.name) }),
  });

  r.route({
    ...endpointRoute(r, endpoints.saveEmailConfig),
    ...admin,
    handler: async (request) => {
      const viewer = await viewerOf(request);
      return saveEmailConfig({
        db,
        input: request.body,
        userId: viewer.userId,
        activeProvider: effectiveMailProvider(await readMailProviderSettings(db), app.mailTransport.name),
      });
    },
  });

  r.route({
    ...endpointRoute(r, endpoints.sendAuthTestEmail),
    ...admin,
    handler: async (request) => sendAuthTestEmail({ app, input: request.body }),
  });
}
