/**
 * npm run admin:create -- --email E --password P [--role admin|operator]
 * Creates a staff account, or promotes an existing user and sets its password and role, in the database
 * the server uses (DATABASE_URL, else the embedded PGlite under DATA_DIR; migrations applied first).
 * PGlite holds its folder exclusively: stop the server before running this against it.
 */
import { parseArgs } from 'node:util';
import { ZodError } from 'zod';
import { ConfigError, loadConfig, loadDotEnv } from '../config';
import { openDatabase } from '../db/client';
import { createAuth } from '../modules/auth/better-auth';
import { createStaffAccount } from '../modules/auth/create-staff-account';

const ROLE_LABEL = { admin: 'Administrateur', operator: 'Opérateur' } as const;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string', default: 'admin' } },
    strict: true,
  });
  if (!values.email || !values.password) {
    console.error('Usage : npm run admin:create -- --email E --password P [--role admin|operator]');
    return 2;
  }
  loadDotEnv();
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  try {
    await database.migrate();
    const auth = createAuth({ config, db: database.db });
    const result = await createStaffAccount({
      auth,
      db: database.db,
      input: { email: values.email, password: values.password, role: values.role as 'admin' | 'operator' },
    });
    console.log(
      `${result.created ? 'Compte créé' : 'Compte mis à jour'} : ${result.email} (${ROLE_LABEL[result.role]}). Connexion : ${config.publicUrl}/admin/login`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main()
  .then((code) => process.exit(code))
  .catch((err: unknown) => {
    if (err instanceof ZodError) console.error(err.issues.map((i) => `  - ${i.message}`).join('\n'));
    else if (err instanceof ConfigError) console.error(err.message);
    else console.error(err);
    process.exit(1);
  });
