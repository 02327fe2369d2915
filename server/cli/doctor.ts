/**
 * `cli doctor`: is this installation ready to take orders? One line per check (ok, warn, FAIL): the
 * database (reachable, no pending migration), the clock against the database's, the e-mail transport
 * (SMTP EHLO or Brevo /account), Telegram (getMe), the Konnect keys' shape, the image storage (a probe
 * written, read back and deleted), Redis (PING) and the production rules of server/production-checks.ts.
 * Exits 1 when a line fails. Secrets are read the way the server reads them, and never printed.
 */
import { sql } from 'drizzle-orm';
import { pendingMigrations, type Database } from '../db/client';
import { restaurantSettings } from '../db/schema/index';
import { selectRows } from '../db/select-rows';
import { openMailSecrets, readMailProviderSettings, type MailProviderSettings } from '../integrations/mail/provider-settings';
import { createSecretBox, openSecret, type SecretBox } from '../lib/secret-box';
import { createStorage } from '../integrations/storage';
import { checkProduction, type DatabaseFacts } from '../production-checks';
import { readDatabaseFacts } from '../production-facts';
import { readSettingsColumns } from '../db/settings-row';
import { cliConfig, openConfiguredDatabase, parseCliArgs, processContext, type CliCommand } from './cli-support';
import { checkClock, checkKonnect, checkMail, checkRedis, checkStorage, checkTelegram, line, type CheckLine } from './doctor-checks';

const MARK = { ok: 'ok  ', warn: 'warn', fail: 'FAIL' } as const;

export const doctor: CliCommand = async (argv, context = processContext) => {
  parseCliArgs(argv, {}, 'node dist/server/cli.js doctor');
  const config = cliConfig(context);
  const lines: CheckLine[] = [];
  const report = (result: CheckLine) => {
    lines.push(result);
    context.print(`${MARK[result.status]}  ${result.label} : ${result.detail}`);
  };

  // A production without a database setting: reported by the production rules, no embedded database created.
  const database = config.isProduction && !config.databaseUrl && !config.embeddedDatabaseInProduction ? null : await openDatabaseLine(config, report);
  let settings: Awaited<ReturnType<typeof readSettings>> = null;
  let facts: DatabaseFacts | null = null;
  if (database) {
    try {
      settings = await checkDatabase(database, report, createSecretBox(config.secrets?.keys));
      if (settings) facts = await readDatabaseFacts(database.db);
    } finally {
      await database.close();
    }
  }
  if (config.isProduction) {
    const { errors, warnings } = checkProduction(config, facts);
    for (const error of errors) report(line('fail', 'Production', error));
    for (const warning of warnings) report(line('warn', 'Production', warning));
    if (!errors.length && !warnings.length) report(line('ok', 'Production', 'tous les réglages requis sont présents'));
  }
  report(await checkMail(config, settings?.mail ?? null));
  report(
    await checkTelegram(
      config.telegram.apiUrl,
      settings?.row?.telegram_bot_token ?? config.telegram.botToken ?? null,
      settings?.row?.telegram_chat_id ?? config.telegram.chatId ?? null,
    ),
  );
  report(
    checkKonnect(
      settings?.row?.konnect_api_key ?? config.konnect.apiKey ?? null,
      settings?.row?.konnect_wallet_id ?? config.konnect.walletId ?? null,
      config.isProduction,
    ),
  );
  report(await checkStorage(createStorage(config), config.s3 ? `bucket ${config.s3.bucket}` : config.uploadsDir));
  report(await checkRedis(config.redisUrl));

  const count = (status: CheckLine['status']) => lines.filter((l) => l.status === status).length;
  context.print(`Bilan : ${count('ok')} ok, ${count('warn')} avertissement(s), ${count('fail')} échec(s).`);
  return count('fail') ? 1 : 0;
};

async function openDatabaseLine(config: ReturnType<typeof cliConfig>, report: (l: CheckLine) => void): Promise<Database | null> {
  try {
    return await openConfiguredDatabase(config);
  } catch (error) {
    report(line('fail', 'Base de données', `injoignable : ${(error as Error).message}`));
    return null;
  }
}

/** Reachable, migrated, on time; returns what the other checks read from the settings (null if unreadable). */
async function checkDatabase(database: Database, report: (l: CheckLine) => void, box: SecretBox) {
  const where = database.kind === 'pglite' ? 'base intégrée (PGlite)' : 'PostgreSQL';
  let now: Date;
  try {
    const [row] = await selectRows<{ now: string }>(database.db, sql`select now()::text as now`);
    now = new Date(row!.now);
  } catch (error) {
    report(line('fail', 'Base de données', `${where} injoignable : ${(error as Error).message}`));
    return null;
  }
  const pending = await pendingMigrations(database.db);
  if (pending) {
    report(line('fail', 'Base de données', `${where} joignable, mais ${pending} migration(s) en attente : lancez « node dist/server/cli.js migrate »`));
    return null;
  }
  report(line('ok', 'Base de données', `${where} joignable, migrations à jour`));
  report(checkClock(now, new Date()));
  try {
    return await readSettings(database, box);
  } catch (error) {
    // A sealed secret that the SECRETS_KEY given cannot open: the shop could use none of them.
    report(line('fail', 'Secrets', `${(error as Error).message} : vérifiez SECRETS_KEY (la clé qui a chiffré les secrets doit y figurer)`));
    return null;
  }
}

/** The settings' secrets, opened with SECRETS_KEY (server/lib/secret-box.ts), as the running shop reads them. */
async function readSettings(database: Database, box: SecretBox): Promise<{ mail: MailProviderSettings | null; row: SettingsSecrets | null } | null> {
  const row = await readSettingsColumns(database.db, {
    konnect_api_key: restaurantSettings.konnect_api_key,
    konnect_wallet_id: restaurantSettings.konnect_wallet_id,
    telegram_bot_token: restaurantSettings.telegram_bot_token,
    telegram_chat_id: restaurantSettings.telegram_chat_id,
  });
  const opened = row ? { ...row, konnect_api_key: openSecret(box, row.konnect_api_key), telegram_bot_token: openSecret(box, row.telegram_bot_token) } : null;
  return { mail: openMailSecrets(await readMailProviderSettings(database.db), box), row: opened };
}

type SettingsSecrets = { konnect_api_key: string | null; konnect_wallet_id: string | null; telegram_bot_token: string | null; telegram_chat_id: string | null };
