/**
 * Paramètres › Messages in the settings row (restaurant_settings.messaging_configs): the presenter (no
 * secret, only whether each is set) and the changes of a save (secrets sealed by the secret box; absent
 * keeps, null clears).
 */
import { DEFAULT_TEMPLATE_NAMES } from '@core/customer-messages';
import type { MessagesView } from '@core/schemas/messaging-settings';
import type { SectionInput } from '@core/schemas/settings';
import type { MessagingConfigs } from '../../db/schema/index';
import type { SecretBox } from '../../lib/secret-box';
import { sealSecret } from './settings-secrets';

export function messagingView(configs: MessagingConfigs): MessagesView {
  const w = configs.whatsapp ?? {};
  const s = configs.sms ?? {};
  return {
    whatsapp_actif: w.actif ?? false,
    whatsapp_phone_number_id: w.phone_number_id ?? null,
    whatsapp_api_url: w.api_url ?? null,
    whatsapp_templates: { ...DEFAULT_TEMPLATE_NAMES, ...w.templates },
    whatsapp_ar: w.ar ?? [],
    sms_actif: s.actif ?? false,
    sms_url: s.url ?? null,
    sms_method: s.method ?? 'POST',
    sms_format: s.format ?? 'json',
    sms_auth_header: s.auth_header ?? null,
    sms_sender: s.sender ?? null,
    sms_body_template: s.body_template ?? null,
    sms_id_path: s.id_path ?? null,
    secrets: {
      whatsapp_access_token: Boolean(w.access_token),
      whatsapp_app_secret: Boolean(w.app_secret),
      whatsapp_verify_token: Boolean(w.verify_token),
      sms_auth_token: Boolean(s.auth_token),
      sms_report_token: Boolean(s.report_token),
    },
  };
}

const keep = <T>(stored: T, next: T | undefined): T => (next === undefined ? stored : next);

export function messagingChanges(configs: MessagingConfigs, input: SectionInput<'messages'>, box: SecretBox): MessagingConfigs {
  const w = configs.whatsapp ?? {};
  const s = configs.sms ?? {};
  return {
    whatsapp: {
      actif: input.whatsapp_actif,
      phone_number_id: input.whatsapp_phone_number_id,
      api_url: input.whatsapp_api_url,
      access_token: keep(w.access_token ?? null, sealSecret(box, input.whatsapp_access_token)),
      app_secret: keep(w.app_secret ?? null, sealSecret(box, input.whatsapp_app_secret)),
      verify_token: keep(w.verify_token ?? null, sealSecret(box, input.whatsapp_verify_token)),
      templates: input.whatsapp_templates,
      ar: input.whatsapp_ar,
    },
    sms: {
      actif: input.sms_actif,
      url: input.sms_url,
      method: input.sms_method,
      format: input.sms_format,
      auth_header: input.sms_auth_header,
      auth_token: keep(s.auth_token ?? null, sealSecret(box, input.sms_auth_token)),
      sender: input.sms_sender,
      body_template: input.sms_body_template,
      id_path: input.sms_id_path,
      report_token: keep(s.report_token ?? null, sealSecret(box, input.sms_report_token)),
    },
  };
}
