/**
 * `npm run docs:api`: builds the app on an empty in-memory database, asks @fastify/swagger for the OpenAPI
 * document made from the routes' zod schemas, and writes it as docs/openapi.json and, readable in review,
 * docs/api.md. `--check` fails when the committed files differ; the server tests check the same
 * (server/openapi-conformance.test.ts), so the docs cannot drift from the code.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { openDatabase } from '../db/client';
import { renderApiDocs, type OpenApiDocument } from './openapi-markdown';

const root = path.resolve(import.meta.dirname, '../..');

async function main() {
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  const app = await buildApp({ config: testConfig(), database, logger: false, notificationWorker: false });
  await app.ready();
  const document = app.swagger() as OpenApiDocument;
  await app.close();
  await database.close();
  const files = Object.entries(renderApiDocs(document));
  if (process.argv.includes('--check')) {
    const stale = files.filter(([file, text]) => readFileSync(path.join(root, file), 'utf8') !== text).map(([file]) => file);
    if (stale.length) {
      console.error(`Out of date (run npm run docs:api): ${stale.join(', ')}`);
      process.exit(1);
    }
    console.log('docs/openapi.json and docs/api.md match the route schemas.');
    return;
  }
  for (const [file, text] of files) writeFileSync(path.join(root, file), text);
  console.log(`Wrote ${Object.keys(document.paths).length} paths to docs/openapi.json and docs/api.md.`);
}

await main();
