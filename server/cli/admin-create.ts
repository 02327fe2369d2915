/**
 * `cli admin:create --email E [--role admin|operator]`: creates a staff account, or promotes an existing
 * user and sets its password and role, in the database the server uses (DATABASE_URL, else the embedded
 * PGlite under DATA_DIR; migrations applied first). The password is typed at a prompt that does not echo
 * it, or piped on stdin: never on the command line. PGlite holds its folder exclusively: stop the server
 * before running this against it.
 */
import { createAuth } from '../modules/auth/better-auth';
import { createStaffAccount } from '../modules/auth/create-staff-account';
import { cliConfig, CliUsageError, openConfiguredDatabase, parseCliArgs, processContext, type CliCommand } from './cli-support';
import { readSecret } from './read-secret';
import type { StaffRole } from '@core/api-views';

const ROLE_LABEL = { admin: 'Administrateur', operator: 'Opérateur' } as const;
const USAGE = 'node dist/server/cli.js admin:create --email E [--role admin|operator]  (mot de passe demandé, ou lu sur l’entrée standard)';

export const adminCreate: CliCommand = async (argv, context = processContext) => {
  if (argv.some((arg) => arg === '--password' || arg.startsWith('--password='))) {
    throw new CliUsageError(
      `--password est refusé : un mot de passe en argument reste dans l’historique du shell et se lit dans la liste des processus.\nIl est demandé à l’invite (sans écho), ou lu sur l’entrée standard : printf '%s\\n' "$MOT_DE_PASSE" | ${USAGE.split('  ')[0]}`,
    );
  }
  const { values } = parseCliArgs(argv, { email: { type: 'string' }, role: { type: 'string', default: 'admin' } }, USAGE);
  if (!values.email) throw new CliUsageError(`--email manque.\nUsage : ${USAGE}`);
  const config = cliConfig(context);
  const password = await readSecret(`Mot de passe pour ${values.email} : `);
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    const auth = createAuth({ config, db: database.db });
    const result = await createStaffAccount({
      auth,
      db: database.db,
      input: { email: values.email, password, role: values.role as StaffRole },
    });
    context.print(
      `${result.created ? 'Compte créé' : 'Compte mis à jour'} : ${result.email} (${ROLE_LABEL[result.role]}). Connexion : ${config.publicUrl}/admin/login`,
    );
    return 0;
  } finally {
    await database.close();
  }
};
