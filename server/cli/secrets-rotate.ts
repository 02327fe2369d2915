/**
 * secrets:rotate — seals every back-office secret of the settings row with the current key of
 * SECRETS_KEY (the first one): values still in clear and values sealed with an older key, in one
 * transaction, in the database the server uses (DATABASE_URL, else the embedded PGlite under DATA_DIR).
 * Rotation: prepend a new key to SECRETS_KEY, run this, then remove the old key (docs/operations.md).
 * Run through the CLI: node dist/server/cli.js secrets:rotate (npm run secrets:rotate in a checkout).
 */
import { eq } from 'drizzle-orm';
import { ConfigError, loadConfig, loadDotEnv, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { restaurantSettings } from '../db/schema/index';
import { createSecretBox, SecretBoxError } from '../lib/secret-box';
import { readSettingsRow } from '../db/settings-row';
import { resealSecrets } from '../modules/settings/settings-secrets';

/**
 * argv takes no option. The command reads its config from the environment and opens the database;
 * tests pass their config and their open database (left open).
 */
export async function secretsRotate(argv: string[], options: { config?: Config; database?: Database } = {}): Promise<number> {
  if (argv.length > 0) {
    console.error('Usage : secrets:rotate (sans argument ; les clés viennent de SECRETS_KEY)');
    return 2;
  }
  let config = options.config;
  if (!config) {
    loadDotEnv();
    try {
      config = loadConfig();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      console.error(error.message);
      return 1;
    }
  }
  if (!config.secrets) {
    console.error('SECRETS_KEY est absent : rien ne peut être chiffré. Générez une clé (openssl rand -base64 32) et ajoutez-la à SECRETS_KEY.');
    return 1;
  }
  const box = createSecretBox(config.secrets.keys);
  const database = options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 }));
  try {
    if (!options.database) await database.migrate();
    const count = await database.db.transaction(async (tx) => {
      const { changes, count } = resealSecrets(await readSettingsRow({ db: tx, forUpdate: true }), box);
      if (count > 0) await tx.update(restaurantSettings).set(changes).where(eq(restaurantSettings.id, 1));
      return count;
    });
    console.log(`${count} secret(s) rechiffré(s) avec la clé « ${config.secrets.keys[0]!.id} ».`);
    return 0;
  } catch (error) {
    if (!(error instanceof SecretBoxError)) throw error;
    console.error(`${error.message}. Aucun secret n'a été modifié.`);
    return 1;
  } finally {
    if (!options.database) await database.close();
  }
}
