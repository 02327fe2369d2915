/**
 * /api/admin/email-test/* (admins only, back-office §2, §7): send a test e-mail, read the last 20 sends,
 * test the configured provider.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EmailHistoryView, ProviderTestInput, ProviderTestView, TestEmailResultView } from '@core/schemas/diagnostics';
import { TestEmailInput } from '@core/schemas/test-email';
import { requireAdmin } from '../../plugins/auth';
import { listEmailHistory } from './list-email-history';
import { sendTestEmail } from './send-test-email';
import { testEmailProvider } from './test-email-provider';

export async function adminEmailTestRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/email-test/history', { preHandler: requireAdmin, schema: { querystring: z.object({}), response: { 200: EmailHistoryView } } }, async () => ({
    history: await listEmailHistory({ db }),
  }));

  r.post('/email-test/send', { preHandler: requireAdmin, schema: { body: TestEmailInput, response: { 200: TestEmailResultView } } }, async (request) =>
    sendTestEmail({ db, sendMail: app.sendMail, input: request.body }),
  );

  r.post('/email-test/provider', { preHandler: requireAdmin, schema: { body: ProviderTestInput, response: { 200: ProviderTestView } } }, async (request) =>
    testEmailProvider({ sendMail: app.sendMail, testEmail: request.body.test_email }),
  );
}
