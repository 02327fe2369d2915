/**
 * The process entry: read config, open the database, migrate, seed an empty database, listen. Everything
 * that runs inside the app (the notification worker, the catalogue cache) is a plugin of buildApp. How the
 * process stops is lib/graceful-shutdown.ts.
 */
import { buildApp } from './app';
import { ConfigError, loadConfig, loadDotEnv } from './config';
import { openDatabase } from './db/client';
import { createStorage } from './integrations/storage';
import { installGracefulShutdown } from './lib/graceful-shutdown';

async function main() {
  loadDotEnv();
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  await database.migrate();
  const app = await buildApp({ config, database });

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

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
