/**
 * What the production checks need from the database: a mail provider chosen in the settings, the
 * secrets saved there (Konnect key, SMTP password, Brevo key, Telegram token) and a saved Telegram bot.
 */
import type { DbOrTx } from './db/client';
import { restaurantSettings } from './db/schema/index';
import { chosenMailProvider, mailProviderSettings } from './integrations/mail/provider-settings';
import type { DatabaseFacts } from './production-checks';
import { messagingFacts } from './modules/messages/messaging-checks';
import { readSettingsColumns } from './db/settings-row';

export async function readDatabaseFacts(db: DbOrTx): Promise<DatabaseFacts> {
  const row = await readSettingsColumns(db, {
    email_provider_active: restaurantSettings.email_provider_active,
    email_provider_configs: restaurantSettings.email_provider_configs,
    konnect_api_key: restaurantSettings.konnect_api_key,
    telegram_bot_token: restaurantSettings.telegram_bot_token,
    telegram_chat_id: restaurantSettings.telegram_chat_id,
    messaging_configs: restaurantSettings.messaging_configs,
  });
  if (!row) return { mailProvider: null, storedSecrets: [], telegram: false };
  const mail = mailProviderSettings(row);
  const stored: Array<[string, unknown]> = [
    ['clé API Konnect', row.konnect_api_key],
    ['mot de passe SMTP', mail.smtp.password],
    ['clé API Brevo', mail.brevo.apiKey],
    ['jeton du bot Telegram', row.telegram_bot_token],
    ['jeton WhatsApp', row.messaging_configs.whatsapp?.access_token],
    ['secret de l’application WhatsApp', row.messaging_configs.whatsapp?.app_secret],
    ['jeton de vérification WhatsApp', row.messaging_configs.whatsapp?.verify_token],
    ['jeton de la passerelle SMS', row.messaging_configs.sms?.auth_token],
    ['jeton des accusés SMS', row.messaging_configs.sms?.report_token],
  ];
  return {
    mailProvider: chosenMailProvider(mail),
    storedSecrets: stored.filter(([, value]) => typeof value === 'string' && value.trim() !== '').map(([label]) => label),
    telegram: !!(row.telegram_bot_token && row.telegram_chat_id),
    messaging: messagingFacts(row.messaging_configs),
  };
}
