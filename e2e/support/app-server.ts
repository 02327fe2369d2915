/**
 * Starts the real app (built web + server) on a random port with a fresh empty database (PostgreSQL
 * when TEST_DATABASE_URL is set, else in-memory PGlite) and a temporary uploads folder. The database
 * holds only the settings row, open around the clock, so no journey depends on the hour it runs at (the
 * cart refuses to order outside opening hours; tests of closed hours set their own). Each journey builds
 * the rest with the factories (server/test/factories.ts, e2e/support/shop-menu.ts), never the demo seed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { testConfig, type Config } from '../../server/config';
import { createTestDatabase } from '../../server/test/db';
import { buildRestaurantSettings } from '../../server/test/factories';
import { trackCatalogOf } from '../../server/test/catalog-caches';

export interface RunningApp {
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** A port free right now: the app's PUBLIC_URL (links in e-mails, trusted origin) must be known before it is built. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** `config` changes the test configuration (an SMTP sink's SMTP_URL, for instance). */
export async function startApp(options: { config?: Partial<Config> } = {}): Promise<RunningApp> {
  const overrides = options.config ?? {};
  const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'sushi-e2e-uploads-'));
  const database = await createTestDatabase();
  await buildRestaurantSettings(database.db);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // E2E_WEB_DIST lets parallel work build into its own folder instead of sharing dist/web.
  const config = testConfig({ uploadsDir, webDistDir: path.resolve(process.env.E2E_WEB_DIST ?? 'dist/web'), publicUrl: url, ...overrides });
  const app = await buildApp({ config, database, logger: false });
  trackCatalogOf(database.db, app);
  await app.listen({ port, host: '127.0.0.1' });
  app.config.publicUrl = url;
  return {
    url,
    app,
    async close() {
      await app.close();
      await database.drop();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}
