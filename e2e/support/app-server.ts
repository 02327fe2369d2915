/**
 * Starts the real app (built web + server) on a random port with a fresh seeded database
 * (PostgreSQL when TEST_DATABASE_URL is set, else in-memory PGlite) and a temporary uploads folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { seedIfEmpty } from '../../server/db/seed/index';
import { diskStorage } from '../../server/integrations/storage';
import { createTestDatabase } from '../../server/test/db';

export interface RunningApp {
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

export async function startApp(): Promise<RunningApp> {
  const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'sushi-e2e-uploads-'));
  const database = await createTestDatabase();
  await seedIfEmpty({ db: database.db, storage: diskStorage(uploadsDir) });
  // E2E_WEB_DIST lets parallel work build into its own folder instead of sharing dist/web.
  const config = testConfig({ uploadsDir, webDistDir: path.resolve(process.env.E2E_WEB_DIST ?? 'dist/web') });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
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
