/**
 * The process entry: read config, open the database, migrate, check a production's settings, seed an
 * empty database, listen. Everything that runs inside the app (the notification worker, the catalogue
 * cache) is a plugin of buildApp. How the process stops is lib/graceful-shutdown.ts.
 */
import { buildApp } from './app';
import { ConfigError, loadConfig, loadDotEnv, type Config } from './config';
import { openDatabase, pendingMigrations, type Database } from './db/client';
import { createStorage } from './integrations/storage';
import { checkProduction, formatProductionReport, type ProductionReport } from './production-checks';
import { readDatabaseFacts } from './production-facts';
import { installGracefulShutdown } from './lib/graceful-shutdown';

async function main() {
  loadDotEnv();
  const config = loadConfig();
  // A production without a database setting stops before the embedded one creates its files.
  if (config.isProduction && !config.databaseUrl && !config.embeddedDatabaseInProduction) {
    throw new ConfigError(formatProductionReport(checkProduction(config, null)));
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  let report: ProductionReport;
  try {
    report = await prepareDatabase(config, database);
  } catch (error) {
    await database.close();
    throw error;
  }
  const app = await buildApp({ config, database });
  for (const warning of report.warnings) app.log.warn(warning);

  if (config.seedDemo) {
    // The demo (its data and the ~3,500-line artwork generator) is a chunk of its own, loaded only here.
    const { seedIfEmpty } = await import('../demo/index');
    const seeded = await seedIfEmpty({ db: database.db, storage: createStorage(config) });
    if (seeded) app.log.info('empty database: demo restaurant seeded');
  }

  // SIGTERM/SIGINT: requests in flight finish, streams end, workers stop, within SHUTDOWN_TIMEOUT_MS.
  installGracefulShutdown({
    server: app.server,
    log: app.log,
    endStreams: () => app.orderEvents.endStreams(),
    close: async () => {
      await app.close();
      await database.close();
    },
    timeoutMs: config.shutdownTimeoutMs,
  });

  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL';
  app.log.info(`Sushi shop ready on ${config.publicUrl} (database: ${where})`);
  console.log(`\n  🍣  La boutique est prête : ${config.publicUrl}\n`);
}

/** Migrates (or, with MIGRATE_ON_START=false, refuses pending migrations), then runs the production checks. */
async function prepareDatabase(config: Config, database: Database): Promise<ProductionReport> {
  if (config.migrateOnStart) {
    await database.migrate();
  } else {
    const pending = await pendingMigrations(database.db);
    if (pending > 0) {
      throw new ConfigError(
        `La base a ${pending} migration(s) en attente et MIGRATE_ON_START=false : lancez « node dist/server/cli.js migrate » (ou npm run cli -- migrate) puis redémarrez.`,
      );
    }
  }
  const report = checkProduction(config, config.isProduction ? await readDatabaseFacts(database.db) : null);
  if (report.errors.length) throw new ConfigError(formatProductionReport(report));
  return report;
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
