/**
 * `npm run docs:api`: builds the app on an empty in-memory database, asks @fastify/swagger for the OpenAPI
 * document made from the routes' zod schemas, and writes it as docs/openapi.json and, readable in review,
 * docs/api.md. `--check` fails when the committed files differ (the test suite runs it), so the docs
 * cannot drift from the code.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { openDatabase } from '../db/client';
import { renderApiMarkdown, type OpenApiDocument } from './openapi-markdown';

const root = path.resolve(import.meta.dirname, '../..');
const files = { json: path.join(root, 'docs/openapi.json'), md: path.join(root, 'docs/api.md') };

async function main() {
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  const app = await buildApp({ config: testConfig(), database, logger: false, notificationWorker: false });
  await app.ready();
  const document = app.swagger() as OpenApiDocument;
  await app.close();
  await database.close();
  const json = `${JSON.stringify(document, null, 2)}\n`;
  const md = renderApiMarkdown(document);
  if (process.argv.includes('--check')) {
    const stale = [files.json, files.md].filter((file, i) => readFileSync(file, 'utf8') !== [json, md][i]);
    if (stale.length) {
      console.error(`Out of date (run npm run docs:api): ${stale.map((f) => path.relative(root, f)).join(', ')}`);
      process.exit(1);
    }
    console.log('docs/openapi.json and docs/api.md match the route schemas.');
    return;
  }
  writeFileSync(files.json, json);
  writeFileSync(files.md, md);
  console.log(`Wrote ${Object.keys(document.paths).length} paths to docs/openapi.json and docs/api.md.`);
}

await main();
