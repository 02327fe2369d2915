/**
 * The app for the order-creation bench, in its own process, on the PostgreSQL database named by
 * DATABASE_URL: migrated, seeded, open all day, with BENCH_CUSTOMERS signed-in customers whose
 * browser headers are written to BENCH_SESSIONS_FILE. Prints `READY <port>` when listening.
 */
import { writeFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { restaurantSettings } from '../server/db/schema';
import { seedIfEmpty } from '../demo/index';
import { diskStorage } from '../server/integrations/storage';
import { signInAs } from '../server/test/sign-in';
import { menuFixture, openAllDay } from '../server/test/menu';
import { catalogChanged } from '../server/test/catalog-caches';

const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'sushi-bench-'));
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: 'memory://bench',
  poolSize: Number(process.env.DATABASE_POOL_SIZE ?? 20),
});
await database.migrate();
await seedIfEmpty({ db: database.db, storage: diskStorage(uploadsDir), images: false });
await openAllDay(database.db);
const app = await buildApp({ config: testConfig({ uploadsDir, publicUrl: 'http://bench.test' }), database, logger: false, notificationWorker: false });
await app.ready();

const count = Number(process.env.BENCH_CUSTOMERS ?? 2000);
const sessions: { cookie: string; origin: string }[] = [];
for (let i = 0; i < count; i += 50) {
  const batch = await Promise.all(Array.from({ length: Math.min(50, count - i) }, () => signInAs(app)));
  sessions.push(...batch.map((s) => s.headers));
}
const menu = await menuFixture(database.db);
// the bench places thousands of orders that nobody accepts: lift the kitchen's capacity (open orders) out of the way
await database.db.update(restaurantSettings).set({ commandes_simultanees_max: 1_000_000 });
catalogChanged(database.db);
writeFileSync(process.env.BENCH_SESSIONS_FILE!, JSON.stringify({ sessions, productId: menu.product.id }));

// The CPU this process spent, asked by the bench after the run (SIGUSR2); SIGTERM exits cleanly, so
// a profile taken with BENCH_CPU_PROF (node --cpu-prof) is written.
process.on('SIGUSR2', () => {
  const { user, system } = process.cpuUsage();
  console.log(`CPU ${Math.round((user + system) / 1000)}`);
});
process.on('SIGTERM', () => process.exit(0));

await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`READY ${typeof address === 'object' && address ? address.port : 0}`);
