/**
 * The e-mail provider settings of back-office §3 (email_provider_active, email_provider_configs), read
 * and written in one place: the admin settings section "E-mail" edits them, the e-mail test page's
 * Configuration tab shares the same SMTP server fields (host, port, ssl), and the mail plugin reads them
 * at send time. The SMTP password and the Brevo key are secrets: stored in email_provider_configs sealed
 * by the secret box (the caller seals them before withMailProviderChanges; openMailSecrets opens them for
 * sending), never in a view (only whether each is set).
 */
import { DEFAULT_MAIL_PORT } from '@core/schemas/diagnostics';
import type { EMAIL_PROVIDERS } from '@core/schemas/settings';
import type { DbOrTx } from '../../db/client';
import { restaurantSettings } from '../../db/schema/index';
import type { EmailProviderConfig } from '../../db/schema/settings';
import { openSecret, type SecretBox } from '../../lib/secret-box';
import { readSettingsColumns } from '../../db/settings-row';

type Provider = (typeof EMAIL_PROVIDERS)[number];

export interface MailProviderSettings {
  active: Provider | null;
  smtp: { host: string | null; port: number; ssl: boolean; user: string | null; password: string | null; from: string | null };
  brevo: { apiKey: string | null };
  /** The two senders of the e-mail settings (back-office §9: orders versus notifications). */
  senders: { orders: string | null; notifications: string | null };
}

type Row = { email_provider_active: string | null; email_provider_configs: Record<string, EmailProviderConfig> };

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);

export function mailProviderSettings(row: Row): MailProviderSettings {
  const smtp = row.email_provider_configs.smtp ?? {};
  const brevo = row.email_provider_configs.brevo ?? {};
  const active = row.email_provider_active === 'smtp' || row.email_provider_active === 'brevo' ? row.email_provider_active : null;
  return {
    active,
    smtp: {
      host: str(smtp.host),
      port: typeof smtp.port === 'number' ? smtp.port : DEFAULT_MAIL_PORT,
      ssl: typeof smtp.ssl === 'boolean' ? smtp.ssl : true,
      user: str(smtp.user),
      password: str(smtp.password),
      from: str(smtp.from),
    },
    brevo: { apiKey: str(brevo.api_key) },
    senders: { orders: str(smtp.from_orders), notifications: str(smtp.from_notifications) },
  };
}

/** The sender set for an e-mail of this type: an order's mails (order_*) from the orders' address, every other from the notifications'; null when that one is unset. */
export function mailSender(settings: MailProviderSettings | null, type: string): string | null {
  if (!settings) return null;
  return type.startsWith('order') ? settings.senders.orders : settings.senders.notifications;
}

export interface MailProviderChanges {
  active: Provider | null;
  smtp: { host: string | null; port: number; ssl: boolean; user: string | null; from: string | null; password?: string | null };
  /** undefined keeps the stored key, null clears it. */
  brevoApiKey?: string | null;
}

/** The row's new email_provider_* columns: other keys of the configs (e.g. from_orders) are kept. */
export function withMailProviderChanges(row: Row, changes: MailProviderChanges): Row {
  const configs = row.email_provider_configs;
  const smtp: EmailProviderConfig = { ...(configs.smtp ?? {}), host: changes.smtp.host ?? undefined, port: changes.smtp.port, ssl: changes.smtp.ssl };
  smtp.user = changes.smtp.user ?? undefined;
  smtp.from = changes.smtp.from ?? undefined;
  if (changes.smtp.password !== undefined) smtp.password = changes.smtp.password ?? undefined;
  const brevo: EmailProviderConfig = { ...(configs.brevo ?? {}) };
  if (changes.brevoApiKey !== undefined) brevo.api_key = changes.brevoApiKey ?? undefined;
  // JSON drops the undefined keys, so a cleared secret leaves no trace in the row.
  return { email_provider_active: changes.active, email_provider_configs: JSON.parse(JSON.stringify({ ...configs, smtp, brevo })) };
}

export async function readMailProviderSettings(db: DbOrTx): Promise<MailProviderSettings | null> {
  const row = await readSettingsColumns(db, {
    email_provider_active: restaurantSettings.email_provider_active,
    email_provider_configs: restaurantSettings.email_provider_configs,
  });
  return row ? mailProviderSettings(row) : null;
}

/** The settings with the SMTP password and the Brevo key in clear, for the transport; throws when one cannot be opened. */
export function openMailSecrets(settings: MailProviderSettings | null, box: SecretBox): MailProviderSettings | null {
  if (!settings) return null;
  return {
    ...settings,
    smtp: { ...settings.smtp, password: openSecret(box, settings.smtp.password) },
    brevo: { apiKey: openSecret(box, settings.brevo.apiKey) },
  };
}

/** The provider chosen in the settings when it is complete (SMTP with a host, Brevo with a key), else null. */
export function chosenMailProvider(settings: MailProviderSettings | null): Provider | null {
  if (settings?.active === 'smtp' && settings.smtp.host) return 'smtp';
  if (settings?.active === 'brevo' && settings.brevo.apiKey) return 'brevo';
  return null;
}

/** The provider the next message goes through: the settings' choice, else `fallback` (the environment's transport). */
export function effectiveMailProvider(settings: MailProviderSettings | null, fallback: string): string {
  return chosenMailProvider(settings) ?? fallback;
}
