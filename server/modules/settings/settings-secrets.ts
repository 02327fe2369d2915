/**
 * Where the back-office secrets sit in the settings row, in one place: the Konnect key and the Telegram
 * token in their columns, the SMTP password and the Brevo key inside email_provider_configs, the WhatsApp
 * and SMS tokens inside messaging_configs. They
 * are sealed by the secret box (server/lib/secret-box.ts); the access password is a hash, never sealed,
 * but it is masked in the events like the others.
 */
import { AppError } from '../../errors';
import { SecretBoxError, type SecretBox } from '../../lib/secret-box';
import type { SettingsRow } from '../../db/settings-row';

type SecretsRow = Pick<SettingsRow, 'konnect_api_key' | 'telegram_bot_token' | 'email_provider_configs' | 'messaging_configs'>;

const SEALED_SECRETS = [
  'konnect_api_key',
  'telegram_bot_token',
  'smtp_password',
  'brevo_api_key',
  // Paramètres › Messages, inside messaging_configs (modules/settings/messaging-settings.ts)
  'whatsapp_access_token',
  'whatsapp_app_secret',
  'whatsapp_verify_token',
  'sms_auth_token',
  'sms_report_token',
] as const;
export type SealedSecret = (typeof SEALED_SECRETS)[number];

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

/** The stored form (sealed, or clear from before SECRETS_KEY) of each secret of the row, null when unset. */
export function storedSecrets(row: SecretsRow): Record<SealedSecret, string | null> {
  return {
    konnect_api_key: text(row.konnect_api_key),
    telegram_bot_token: text(row.telegram_bot_token),
    smtp_password: text(row.email_provider_configs.smtp?.password),
    brevo_api_key: text(row.email_provider_configs.brevo?.api_key),
    whatsapp_access_token: text(row.messaging_configs.whatsapp?.access_token),
    whatsapp_app_secret: text(row.messaging_configs.whatsapp?.app_secret),
    whatsapp_verify_token: text(row.messaging_configs.whatsapp?.verify_token),
    sms_auth_token: text(row.messaging_configs.sms?.auth_token),
    sms_report_token: text(row.messaging_configs.sms?.report_token),
  };
}

/**
 * A secret about to be saved: sealed when it is a value; undefined (keep) and null (clear) pass. A box
 * that refuses clear values (production without SECRETS_KEY) makes the save fail with a French message.
 */
export function sealSecret<T extends string | null | undefined>(box: SecretBox, value: T): T {
  if (typeof value !== 'string') return value;
  try {
    return box.encrypt(value) as T;
  } catch (error) {
    if (error instanceof SecretBoxError) throw new AppError('SECRETS_KEY_MISSING');
    throw error;
  }
}

/**
 * secrets:rotate: the row's columns with every secret that needs it (clear, or sealed with an older
 * key) sealed again with the current key, and how many.
 */
export function resealSecrets(row: SecretsRow, box: SecretBox): { changes: Partial<SecretsRow>; count: number } {
  const stored = storedSecrets(row);
  const reseal = (value: string | null) => (value !== null && box.needsRotation(value) ? box.encrypt(box.decrypt(value)) : null);
  const next = Object.fromEntries(SEALED_SECRETS.map((name) => [name, reseal(stored[name])])) as Record<SealedSecret, string | null>;
  const changes: Partial<SecretsRow> = {};
  if (next.konnect_api_key) changes.konnect_api_key = next.konnect_api_key;
  if (next.telegram_bot_token) changes.telegram_bot_token = next.telegram_bot_token;
  if (next.smtp_password || next.brevo_api_key) {
    const configs = row.email_provider_configs;
    changes.email_provider_configs = {
      ...configs,
      ...(next.smtp_password ? { smtp: { ...configs.smtp, password: next.smtp_password } } : {}),
      ...(next.brevo_api_key ? { brevo: { ...configs.brevo, api_key: next.brevo_api_key } } : {}),
    };
  }
  const w = row.messaging_configs.whatsapp;
  const m = row.messaging_configs.sms;
  if (next.whatsapp_access_token || next.whatsapp_app_secret || next.whatsapp_verify_token || next.sms_auth_token || next.sms_report_token) {
    changes.messaging_configs = {
      ...row.messaging_configs,
      ...(w
        ? {
            whatsapp: {
              ...w,
              access_token: next.whatsapp_access_token ?? w.access_token,
              app_secret: next.whatsapp_app_secret ?? w.app_secret,
              verify_token: next.whatsapp_verify_token ?? w.verify_token,
            },
          }
        : {}),
      ...(m ? { sms: { ...m, auth_token: next.sms_auth_token ?? m.auth_token, report_token: next.sms_report_token ?? m.report_token } } : {}),
    };
  }
  return { changes, count: Object.values(next).filter(Boolean).length };
}

const SECRET_SET = '••••';
const SECRET_CHANGED = '[modifié]';
type Masked = typeof SECRET_SET | typeof SECRET_CHANGED | null;
type MaskRow = SecretsRow & Pick<SettingsRow, 'mot_de_passe_acces'>;

/**
 * What an admin event records of the secrets, before and after a save: never a value, only "••••"
 * (set), "[modifié]" (written by this save) or null (unset). A new stored form means a new write: the
 * seal's random IV and the hash's salt make even the same value look new, which is what happened.
 */
export function maskedSecrets(before: MaskRow, after: MaskRow): { before: Record<string, Masked>; after: Record<string, Masked> } {
  const all = (row: MaskRow) => ({ ...storedSecrets(row), mot_de_passe_acces: text(row.mot_de_passe_acces) });
  const [was, is] = [all(before), all(after)];
  const names = Object.keys(was) as (keyof typeof was)[];
  return {
    before: Object.fromEntries(names.map((n) => [n, was[n] ? SECRET_SET : null])),
    after: Object.fromEntries(names.map((n) => [n, !is[n] ? null : is[n] === was[n] ? SECRET_SET : SECRET_CHANGED])),
  };
}
