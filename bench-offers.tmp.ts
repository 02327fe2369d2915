// Scratch measurement (not committed): the home page's inlined catalogue with 0 and 10 running offers.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from './server/app';
import { testConfig } from './server/config';
import { openDatabase } from './server/db/client';
import { seedIfEmpty } from './demo/index';
import { diskStorage } from './server/integrations/storage';
import { buildPromotion } from './server/test/factories';
import { getPublicCatalog } from './server/modules/catalog/get-public-catalog';

const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'sushi-offers-'));
const database = await openDatabase({ dataDir: 'memory://offers' });
await database.migrate();
await seedIfEmpty({ db: database.db, storage: diskStorage(uploadsDir) });
const app = await buildApp({ config: testConfig({ uploadsDir }), database, logger: false, notificationWorker: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;
const url = `http://127.0.0.1:${port}/`;

async function measure(label: string) {
  await app.catalog.invalidate();
  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    await getPublicCatalog({ db: database.db });
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } }).then((r) => r.text());
  const br = await fetch(url, { headers: { 'accept-encoding': 'br' } }).then((r) => r.arrayBuffer());
  await autocannon({ url, connections: 32, duration: 2, headers: { 'accept-encoding': 'br, gzip' } });
  const r = await autocannon({ url, connections: 32, duration: 8, headers: { 'accept-encoding': 'br, gzip' } });
  console.log(JSON.stringify({ label, htmlBytes: plain.length, brotliBytes: (await br).byteLength ?? 0, catalogueBuildMedianMs: times[10]!.toFixed(1), rps: Math.round(r.requests.average), p99: r.latency.p99 }));
}

await measure('0 offers');
const categories = (await app.catalog.get()).catalog.categories.map((c) => c.id);
for (let i = 0; i < 10; i++) {
  await buildPromotion(database.db, { nom: `Offre ${i + 1} de la semaine`, kind: 'items_percent', percent: 10 + i, cible: { categories: [categories[i % categories.length]!], produits: [] }, conditions: { jours: ['mardi', 'samedi'] } });
}
await measure('10 offers');
await app.close();
process.exit(0);
