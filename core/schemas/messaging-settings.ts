/**
 * Paramètres › Messages: the WhatsApp Business Cloud API (phone-number id, access token, app
 * secret, verify token, the approved template of each message and which exist in Arabic) and the HTTP
 * SMS gateway (URL, method, JSON or form body template, auth header, sender id, where the answer holds
 * the message id, the delivery reports' shared token). Tokens and secrets are write-only.
 */
import { z } from 'zod';
import { MESSAGE_EVENTS } from '../customer-messages';
import { FIELD_MESSAGES, optionalText } from './fields';

const MESSAGING_MESSAGES = {
  phoneNumberIdRequired: "L'identifiant du numéro WhatsApp est requis pour activer WhatsApp",
  invalidTemplate: 'Nom de modèle invalide (lettres minuscules, chiffres et _)',
  smsUrlRequired: "L'adresse de la passerelle SMS est requise pour activer les SMS",
  invalidHttpsUrl: 'Adresse invalide (https://…)',
  bodyPlaceholders: 'Le modèle de requête doit contenir {to} (ou {to_plus}) et {text}',
} as const;

/** Write-only: undefined or '' keeps the stored value, null clears it, text replaces it. */
const secret = z
  .string({ error: FIELD_MESSAGES.invalidValue })
  .trim()
  .max(500)
  .nullish()
  .transform((v) => (v === '' ? undefined : v));
const url = z
  .string({ error: MESSAGING_MESSAGES.invalidHttpsUrl })
  .trim()
  .max(2000)
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/.test(v), MESSAGING_MESSAGES.invalidHttpsUrl)
  .nullish()
  .transform((v) => v || null);
const template = z
  .string({ error: MESSAGING_MESSAGES.invalidTemplate })
  .trim()
  .regex(/^[a-z0-9_]{1,512}$/, MESSAGING_MESSAGES.invalidTemplate);

const MessageTemplates = z.object(Object.fromEntries(MESSAGE_EVENTS.map((e) => [e, template])) as Record<(typeof MESSAGE_EVENTS)[number], typeof template>);

/** The number and the text must go somewhere: the body template or the URL. */
const hasPlaceholder = (m: { sms_body_template: string | null; sms_url: string | null }, p: RegExp) =>
  p.test(m.sms_body_template ?? '') || p.test(m.sms_url ?? '');

export const MessagesInput = z
  .object({
    whatsapp_actif: z.boolean(),
    whatsapp_phone_number_id: optionalText(40),
    whatsapp_api_url: url,
    whatsapp_access_token: secret,
    whatsapp_app_secret: secret,
    whatsapp_verify_token: secret,
    whatsapp_templates: MessageTemplates,
    whatsapp_ar: z.array(z.enum(MESSAGE_EVENTS)).max(MESSAGE_EVENTS.length),
    sms_actif: z.boolean(),
    sms_url: url,
    sms_method: z.enum(['POST', 'GET'], { error: FIELD_MESSAGES.invalidValue }),
    sms_format: z.enum(['json', 'form'], { error: FIELD_MESSAGES.invalidValue }),
    sms_auth_header: optionalText(80),
    sms_auth_token: secret,
    sms_sender: optionalText(20),
    sms_body_template: optionalText(2000),
    sms_id_path: optionalText(120),
    sms_report_token: secret,
  })
  .refine((m) => !m.whatsapp_actif || Boolean(m.whatsapp_phone_number_id), {
    message: MESSAGING_MESSAGES.phoneNumberIdRequired,
    path: ['whatsapp_phone_number_id'],
  })
  .refine((m) => !m.sms_actif || Boolean(m.sms_url), { message: MESSAGING_MESSAGES.smsUrlRequired, path: ['sms_url'] })
  .refine((m) => !m.sms_body_template || (hasPlaceholder(m, /\{to(_plus)?\}/) && hasPlaceholder(m, /\{text\}/)), {
    message: MESSAGING_MESSAGES.bodyPlaceholders,
    path: ['sms_body_template'],
  });

const nullableText = z.string().nullable();
export const MessagesView = z.object({
  whatsapp_actif: z.boolean(),
  whatsapp_phone_number_id: nullableText,
  whatsapp_api_url: nullableText,
  whatsapp_templates: z.object(Object.fromEntries(MESSAGE_EVENTS.map((e) => [e, z.string()])) as Record<(typeof MESSAGE_EVENTS)[number], z.ZodString>),
  whatsapp_ar: z.array(z.enum(MESSAGE_EVENTS)),
  sms_actif: z.boolean(),
  sms_url: nullableText,
  sms_method: z.enum(['POST', 'GET']),
  sms_format: z.enum(['json', 'form']),
  sms_auth_header: nullableText,
  sms_sender: nullableText,
  sms_body_template: nullableText,
  sms_id_path: nullableText,
  /** true when the secret is set */
  secrets: z.object({
    whatsapp_access_token: z.boolean(),
    whatsapp_app_secret: z.boolean(),
    whatsapp_verify_token: z.boolean(),
    sms_auth_token: z.boolean(),
    sms_report_token: z.boolean(),
  }),
});
export type MessagesView = z.infer<typeof MessagesView>;
