/** /api/auth/*: customers' sign-in and sign-up links, the staff's password sign-in and reset, signing out. */
import { z } from 'zod';
import { OkView, PasswordSignInView, VerifyMagicLinkView } from '../api-views';
import { EMAIL_MESSAGES } from '../email';
import { errorMessage } from '../errors/index';
import { MagicLinkInput, PasswordSignInInput, ResetPasswordInput } from '../schemas/auth';
import { emailField } from '../schemas/fields';
import type { Endpoint } from './endpoint';

const linkInvalid = errorMessage('INVALID_LINK');
const TokenInput = z.object({ token: z.string({ error: linkInvalid }).trim().min(1, linkInvalid).max(512, linkInvalid) });
const ForgotPasswordInput = z.object({ email: emailField(EMAIL_MESSAGES.enterValid) });
const NoBody = z.object({}).optional();
/** The e-mailed links' rate limits (server/lib/link-limits.ts). */
const LINK_LIMITS = ['LINK_COOLDOWN', 'TOO_MANY_LINK_REQUESTS'] as const;

export const requestMagicLink = {
  method: 'POST',
  path: '/api/auth/magic-link',
  body: MagicLinkInput,
  responses: { 200: OkView },
  errors: ['STAFF_USE_ADMIN_LOGIN', 'MAIL_FAILED', ...LINK_LIMITS],
} as const satisfies Endpoint;

export const verifyMagicLink = {
  method: 'POST',
  path: '/api/auth/magic-link/verify',
  body: TokenInput,
  responses: { 200: VerifyMagicLinkView },
  errors: ['INVALID_LINK', 'STAFF_USE_ADMIN_LOGIN'],
} as const satisfies Endpoint;

export const signInWithPassword = {
  method: 'POST',
  path: '/api/auth/sign-in/password',
  body: PasswordSignInInput,
  responses: { 200: PasswordSignInView },
  errors: ['WRONG_CREDENTIALS', 'STAFF_DISABLED', 'TOO_MANY_SIGN_INS'],
} as const satisfies Endpoint;

export const forgotPassword = {
  method: 'POST',
  path: '/api/auth/forgot-password',
  body: ForgotPasswordInput,
  responses: { 200: OkView },
  errors: LINK_LIMITS,
} as const satisfies Endpoint;

export const resetPassword = {
  method: 'POST',
  path: '/api/auth/reset-password',
  body: ResetPasswordInput,
  responses: { 200: OkView },
  errors: ['RESET_LINK_INVALID'],
} as const satisfies Endpoint;

export const signOut = { method: 'POST', path: '/api/auth/sign-out', body: NoBody, responses: { 200: OkView } } as const satisfies Endpoint;
