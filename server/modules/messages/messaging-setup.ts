/**
 * Which WhatsApp and which SMS gateway a message goes through, from the settings (Paramètres › Messages,
 * secrets opened from the secret box). In production a channel is used only when it is active and
 * complete (production-checks.ts refuses to start with one half set or pointing at /dev). Outside
 * production a channel not configured is the local stand-in of this very server (/dev/whatsapp,
 * /dev/sms), reached over HTTP through the same client code as the real service.
 */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_TEMPLATE_NAMES, type MessageEvent } from '@core/customer-messages';
import type { MessagingConfigs } from '../../db/schema/index';
import type { SmsGateway } from '../../integrations/sms';
import type { WhatsAppConnection } from '../../integrations/whatsapp';
import { openSecret, type SecretBox } from '../../lib/secret-box';
import { localOrigin } from '../../lib/local-origin';

export const WHATSAPP_STANDIN_PREFIX = '/dev/whatsapp';
export const SMS_STANDIN_PREFIX = '/dev/sms';
const DEFAULT_GRAPH_URL = 'https://graph.facebook.com/v21.0';
/** The stand-ins' own credentials: they check them like the real services do. */
export const STANDIN = {
  whatsappToken: 'jeton-whatsapp-local',
  whatsappAppSecret: 'secret-application-local',
  whatsappVerifyToken: 'verification-locale',
  phoneNumberId: '100000000000001',
  smsToken: 'Bearer jeton-sms-local',
  smsReportToken: 'rapport-sms-local',
} as const;
const DEFAULT_SMS_JSON_TEMPLATE = '{"from":"{sender}","to":"{to}","text":"{text}","reference":"{ref}"}';

export interface WhatsAppSetup extends WhatsAppConnection {
  appSecret: string | null;
  verifyToken: string | null;
  templates: Record<MessageEvent, string>;
  /** Events whose template exists in Arabic. */
  arabic: MessageEvent[];
  standIn: boolean;
}

export interface SmsSetup extends SmsGateway {
  reportToken: string | null;
  standIn: boolean;
}

type Row = { messaging_configs: MessagingConfigs };
/** What the channels depend on besides the settings: production or not, this server's address, the secret box. */
export type MessagingEnv = { isProduction: boolean; origin: string; box: SecretBox };
type Env = MessagingEnv;

export function envOf(app: FastifyInstance): Env {
  return { isProduction: app.config.isProduction, origin: localOrigin(app), box: app.secretBox };
}

function templatesOf(configs: MessagingConfigs): Record<MessageEvent, string> {
  const given = configs.whatsapp?.templates ?? {};
  return Object.fromEntries(Object.entries(DEFAULT_TEMPLATE_NAMES).map(([event, name]) => [event, given[event as MessageEvent] || name])) as Record<
    MessageEvent,
    string
  >;
}

/** The WhatsApp to use, or null (production with WhatsApp off). */
export function whatsAppSetup(row: Row, env: Env): WhatsAppSetup | null {
  const cfg = row.messaging_configs.whatsapp ?? {};
  const accessToken = openSecret(env.box, cfg.access_token);
  const configured = Boolean(cfg.actif && cfg.phone_number_id && accessToken);
  const shared = { templates: templatesOf(row.messaging_configs), arabic: cfg.ar ?? [] };
  if (configured) {
    return {
      ...shared,
      apiUrl: cfg.api_url || DEFAULT_GRAPH_URL,
      phoneNumberId: cfg.phone_number_id!,
      accessToken: accessToken!,
      appSecret: openSecret(env.box, cfg.app_secret),
      verifyToken: openSecret(env.box, cfg.verify_token),
      standIn: false,
    };
  }
  if (env.isProduction) return null;
  return {
    ...shared,
    apiUrl: `${env.origin}${WHATSAPP_STANDIN_PREFIX}/v21.0`,
    phoneNumberId: STANDIN.phoneNumberId,
    accessToken: STANDIN.whatsappToken,
    appSecret: STANDIN.whatsappAppSecret,
    verifyToken: STANDIN.whatsappVerifyToken,
    standIn: true,
  };
}

/** The SMS gateway to use, or null (production with SMS off). */
export function smsSetup(row: Row, env: Env): SmsSetup | null {
  const cfg = row.messaging_configs.sms ?? {};
  if (cfg.actif && cfg.url) {
    return {
      url: cfg.url,
      method: cfg.method ?? 'POST',
      format: cfg.format ?? 'json',
      authHeader: cfg.auth_header || null,
      authToken: openSecret(env.box, cfg.auth_token),
      sender: cfg.sender ?? '',
      bodyTemplate: cfg.body_template || DEFAULT_SMS_JSON_TEMPLATE,
      idPath: cfg.id_path || null,
      reportToken: openSecret(env.box, cfg.report_token),
      standIn: false,
    };
  }
  if (env.isProduction) return null;
  return {
    url: `${env.origin}${SMS_STANDIN_PREFIX}/api/send`,
    method: 'POST',
    format: 'json',
    authHeader: 'Authorization',
    authToken: STANDIN.smsToken,
    sender: cfg.sender || 'SUSHI',
    bodyTemplate: DEFAULT_SMS_JSON_TEMPLATE,
    idPath: 'id',
    reportToken: STANDIN.smsReportToken,
    standIn: true,
  };
}

/** A Tunisian mobile (8 digits) as the international number both APIs take: 216XXXXXXXX. */
export function internationalNumber(telephone: string): string {
  const digits = telephone.replace(/\D/g, '');
  return digits.length === 8 ? `216${digits}` : digits;
}

/** The customers' telephone column from an international number (the last 8 digits of a 216 number). */
export function localNumber(international: string): string {
  const digits = international.replace(/\D/g, '');
  return digits.startsWith('216') && digits.length === 11 ? digits.slice(3) : digits;
}
