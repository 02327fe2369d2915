/**
 * The customer's choice of channel for order messages (/api/me/message-consent), and the messaging
 * providers' webhooks (/api/webhooks/*: anonymous by nature, proven by their own signature or token).
 */
import { z } from 'zod';
import { MessageConsentInput, MessageConsentView } from '../customer-messages';
import type { Endpoint } from './endpoint';

const Langue = z.enum(['fr', 'ar']);
const ConsentBody = MessageConsentInput.extend({
  langue: z.enum(['fr', 'ar'], { error: 'Langue invalide' }).optional(),
  source: z.enum(['checkout', 'profil'], { error: 'Source invalide' }).default('profil'),
});
const ConsentAnswer = MessageConsentView.extend({ langue: Langue });
const Ok = z.object({ ok: z.literal(true) });
const HandshakeQuery = z.looseObject({
  'hub.mode': z.string().optional(),
  'hub.verify_token': z.string().optional(),
  'hub.challenge': z.string().optional(),
});
/** The SMS gateway's shared token (?token= or X-Webhook-Token). */
const TokenQuery = z.object({ token: z.string().max(200).optional() });
const SMS_WEBHOOK_ERRORS = ['MESSAGE_CHANNEL_OFF', 'WEBHOOK_TOKEN_INVALID'] as const;

export const getMessageConsent = {
  method: 'GET',
  path: '/api/me/message-consent',
  responses: { 200: ConsentAnswer },
} as const satisfies Endpoint;

export const saveMessageConsent = {
  method: 'PUT',
  path: '/api/me/message-consent',
  body: ConsentBody,
  responses: { 200: ConsentAnswer },
} as const satisfies Endpoint;

/** Meta's verify-token handshake: answers hub.challenge as text/plain. */
export const whatsAppHandshake = {
  method: 'GET',
  path: '/api/webhooks/whatsapp',
  query: HandshakeQuery,
  responses: { 200: z.string() },
  errors: ['WEBHOOK_VERIFY_FAILED'],
} as const satisfies Endpoint;

/** Statuses and inbound messages, signed with X-Hub-Signature-256. */
export const whatsAppWebhook = {
  method: 'POST',
  path: '/api/webhooks/whatsapp',
  body: z.unknown(),
  responses: { 200: Ok },
  errors: ['MESSAGE_CHANNEL_OFF', 'WEBHOOK_SIGNATURE_INVALID'],
} as const satisfies Endpoint;

export const smsReportWebhook = {
  method: 'POST',
  path: '/api/webhooks/sms/report',
  query: TokenQuery,
  body: z.unknown(),
  responses: { 200: Ok },
  errors: SMS_WEBHOOK_ERRORS,
} as const satisfies Endpoint;

export const smsInboundWebhook = {
  method: 'POST',
  path: '/api/webhooks/sms/inbound',
  query: TokenQuery,
  body: z.unknown(),
  responses: { 200: Ok },
  errors: SMS_WEBHOOK_ERRORS,
} as const satisfies Endpoint;
