/**
 * The e-mail test page's Configuration tab: test mode and the mail server's information, stored in the
 * settings row (email_provider_test_mode, email_provider_configs.smtp). Saving writes an admin event with
 * the values before and after in the same transaction. The credentials themselves stay in SMTP_URL /
 * BREVO_API_KEY (server config), never in this form.
 */
import { eq } from 'drizzle-orm';
import { DEFAULT_MAIL_PORT, type EmailConfigInput, type EmailConfigView } from '@core/schemas/diagnostics';
import type { Db, DbOrTx } from '../../db/client';
import { restaurantSettings } from '../../db/schema/index';
import { recordAppEvent } from '../events/record-app-event';
import { readSettingsColumns } from '../../db/settings-row';

type StoredConfig = Omit<EmailConfigInput, 'test_mode'>;

async function readStored(db: DbOrTx): Promise<EmailConfigInput> {
  const row = await readSettingsColumns(db, { testMode: restaurantSettings.email_provider_test_mode, configs: restaurantSettings.email_provider_configs });
  const smtp = (row?.configs.smtp ?? {}) as Partial<StoredConfig>;
  return {
    test_mode: row?.testMode ?? false,
    host: typeof smtp.host === 'string' ? smtp.host : null,
    port: typeof smtp.port === 'number' ? smtp.port : DEFAULT_MAIL_PORT,
    ssl: typeof smtp.ssl === 'boolean' ? smtp.ssl : true,
    from_orders: typeof smtp.from_orders === 'string' ? smtp.from_orders : null,
    from_notifications: typeof smtp.from_notifications === 'string' ? smtp.from_notifications : null,
  };
}

export async function getEmailConfig({ db, activeProvider }: { db: DbOrTx; activeProvider: string }): Promise<EmailConfigView> {
  return { ...(await readStored(db)), active_provider: activeProvider };
}

export async function saveEmailConfig({
  db,
  input,
  userId,
  activeProvider,
}: {
  db: Db;
  input: EmailConfigInput;
  userId: string;
  activeProvider: string;
}): Promise<EmailConfigView> {
  return db.transaction(async (tx) => {
    const before = await readStored(tx);
    const [row] = await tx
      .select({ configs: restaurantSettings.email_provider_configs })
      .from(restaurantSettings)
      .where(eq(restaurantSettings.id, 1))
      .for('update');
    const { test_mode, ...smtp } = input;
    await tx
      .update(restaurantSettings)
      .set({
        email_provider_test_mode: test_mode,
        email_provider_configs: {
          ...(row?.configs ?? {}),
          // The user, password and sender of /admin/settings (E-mail) live in the same object: kept.
          smtp: { ...(row?.configs.smtp ?? {}), ...smtp, host: smtp.host ?? undefined },
        },
      })
      .where(eq(restaurantSettings.id, 1));
    await recordAppEvent(tx, {
      event: 'admin.email_config.updated',
      userId,
      context: { before, after: input },
    });
    return { ...input, active_provider: activeProvider };
  });
}
