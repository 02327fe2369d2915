/**
 * `cli migrate`: applies the pending migrations and exits, a deploy step of its own (run it before
 * starting the new version; with MIGRATE_ON_START=false the server refuses to start until it has run).
 * On PostgreSQL it takes the same advisory lock as a starting server, so the two never migrate at once.
 */
import { pendingMigrations } from '../db/client';
import { cliConfig, openConfiguredDatabase, parseCliArgs, processContext, type CliCommand } from './cli-support';

export const migrate: CliCommand = async (argv, context = processContext) => {
  parseCliArgs(argv, {}, 'node dist/server/cli.js migrate');
  const config = cliConfig(context);
  const database = await openConfiguredDatabase(config);
  try {
    const pending = await pendingMigrations(database.db);
    await database.migrate();
    context.print(pending ? `${pending} migration(s) appliquée(s) : la base est à jour.` : 'Aucune migration en attente : la base est à jour.');
    return 0;
  } finally {
    await database.close();
  }
};
