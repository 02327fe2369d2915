/**
 * A built app on a fresh database for one test file (a copy of the run's migrated template, empty: tests
 * build their rows with server/test/factories.ts). Uses app.inject(); nothing listens on a port.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { testConfig, type Config } from '../config';
import { seedIfEmpty } from '../../demo/index';
import { diskStorage } from '../integrations/storage';
import { createTestDatabase, type TestDatabase } from './db';
import { trackCatalogOf } from './catalog-caches';

/** A stand-in for dist/web/index.html carrying the same two placeholders as web/index.html. */
export const TEST_INDEX_HTML = `<!doctype html><html lang="fr"><head><meta charset="UTF-8"><!--app-head--></head><body><div id="root"></div><!--app-bootstrap--><script type="module" src="/assets/app.js"></script></body></html>`;

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

/**
 * seed: the demo restaurant (default false: only the seed's own tests and the page-rendering checks need
 * it); images: also render its artwork (slow the first time, default false: products then have no image_url);
 * notificationWorker: run the outbox worker in the app (default false: tests read the outbox rows, or
 * drain them themselves).
 */
export async function createTestApp(
  options: { seed?: boolean; images?: boolean; config?: Partial<Config>; notificationWorker?: boolean; imageWorker?: boolean } = {},
): Promise<TestApp> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'sushi-test-'));
  const webDistDir = path.join(tmp, 'web');
  mkdirSync(path.join(webDistDir, 'assets'), { recursive: true });
  writeFileSync(path.join(webDistDir, 'index.html'), TEST_INDEX_HTML);
  writeFileSync(path.join(webDistDir, 'assets', 'app.js'), 'console.log("app")\n'.repeat(100));
  const uploadsDir = path.join(tmp, 'uploads');

  const database = await createTestDatabase();
  if (options.seed === true) {
    await seedIfEmpty({ db: database.db, storage: diskStorage(uploadsDir), images: options.images ?? false });
  }
  const config = testConfig({ webDistDir, uploadsDir, publicUrl: 'https://shop.test', ...options.config });
  const app = await buildApp({
    config,
    database,
    logger: false,
    notificationWorker: options.notificationWorker ?? false,
    imageWorker: options.imageWorker ?? false,
  });
  trackCatalogOf(database.db, app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.drop();
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}
