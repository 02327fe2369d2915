/**
 * Starts the real app for the benchmarks in its own process: seeded in-memory PGlite (or DATABASE_URL),
 * logging off. Prints `READY <port>` when listening.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { seedIfEmpty } from '../demo/index';
import { diskStorage } from '../server/integrations/storage';

const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'sushi-bench-'));
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://bench' });
await database.migrate();
await seedIfEmpty({ db: database.db, storage: diskStorage(uploadsDir) });
const app = await buildApp({ config: testConfig({ uploadsDir }), database, logger: false, notificationWorker: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`READY ${typeof address === 'object' && address ? address.port : 0}`);
