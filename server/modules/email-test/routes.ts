/**
 * /api/admin/email-test/* (admins only, back-office §2, §7): send a test e-mail, read the last 20 sends,
 * test the configured provider, read and save the Configuration tab, send the real authentication e-mails.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AuthEmailTestInput,
  AuthEmailTestView,
  EmailConfigInput,
  EmailConfigView,
  EmailHistoryView,
  ProviderTestInput,
  ProviderTestView,
  TestEmailResultView,
} from '@core/schemas/diagnostics';
import { TestEmailInput } from '@core/schemas/test-email';
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

  r.get(
    '/email-test/history',
    {
      onRequest: requireAdmin,
      schema: {
        querystring: z.object({}),
        response: { 200: EmailHistoryView },
      },
    },
    async () => ({
      history: await listEmailHistory({ db }),
    }),
  );

  r.post(
    '/email-test/send',
    {
      onRequest: requireAdmin,
      schema: { body: TestEmailInput, response: { 200: TestEmailResultView } },
    },
    async (request) => sendTestEmail({ db, sendMail: app.sendMail, input: request.body }),
  );

  r.post(
    '/email-test/provider',
    {
      onRequest: requireAdmin,
      schema: { body: ProviderTestInput, response: { 200: ProviderTestView } },
    },
    async (request) =>
      testEmailProvider({
        sendMail: app.sendMail,
        testEmail: request.body.test_email,
      }),
  );

  r.get(
    '/email-test/config',
    {
      onRequest: requireAdmin,
      schema: { querystring: z.object({}), response: { 200: EmailConfigView } },
    },
    async () => getEmailConfig({ db, activeProvider: effectiveMailProvider(await readMailProviderSettings(db), app.mailTransport.name) }),
  );

  r.put(
    '/email-test/config',
    {
      onRequest: requireAdmin,
      schema: { body: EmailConfigInput, response: { 200: EmailConfigView } },
    },
    async (request) => {
      const viewer = await viewerOf(request);
      return saveEmailConfig({
        db,
        input: request.body,
        userId: viewer.userId,
        activeProvider: effectiveMailProvider(await readMailProviderSettings(db), app.mailTransport.name),
      });
    },
  );

  r.post(
    '/email-test/auth',
    {
      onRequest: requireAdmin,
      schema: {
        body: AuthEmailTestInput,
        response: { 200: AuthEmailTestView },
      },
    },
    async (request) => sendAuthTestEmail({ app, input: request.body }),
  );
}
