/**
 * /api/admin/email-test/* (admins only, back-office §2, §7): send a test e-mail, read the last 20 sends, test
 * the configured provider, read and save the Configuration tab, send the real authentication e-mails.
 */
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
} from '../schemas/diagnostics';
import { TestEmailInput } from '../schemas/test-email';
import type { Endpoint } from './endpoint';

const NoQuery = z.object({});

export const getEmailHistory = {
  method: 'GET',
  path: '/api/admin/email-test/history',
  query: NoQuery,
  responses: { 200: EmailHistoryView },
} as const satisfies Endpoint;

export const sendTestEmail = {
  method: 'POST',
  path: '/api/admin/email-test/send',
  body: TestEmailInput,
  responses: { 200: TestEmailResultView },
  errors: ['TEST_EMAIL_FAILED'],
} as const satisfies Endpoint;

export const testEmailProvider = {
  method: 'POST',
  path: '/api/admin/email-test/provider',
  body: ProviderTestInput,
  responses: { 200: ProviderTestView },
} as const satisfies Endpoint;

export const getEmailConfig = {
  method: 'GET',
  path: '/api/admin/email-test/config',
  query: NoQuery,
  responses: { 200: EmailConfigView },
} as const satisfies Endpoint;

export const saveEmailConfig = {
  method: 'PUT',
  path: '/api/admin/email-test/config',
  body: EmailConfigInput,
  responses: { 200: EmailConfigView },
} as const satisfies Endpoint;

export const sendAuthTestEmail = {
  method: 'POST',
  path: '/api/admin/email-test/auth',
  body: AuthEmailTestInput,
  responses: { 200: AuthEmailTestView },
  errors: ['AUTH_TEST_NO_ACCOUNT', 'AUTH_RESET_TEST_FAILED', 'AUTH_SIGNUP_TEST_FAILED'],
} as const satisfies Endpoint;
