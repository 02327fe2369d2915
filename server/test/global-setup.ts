/**
 * Vitest globalSetup of the server and browser suites: migrates ONE database per run, which every test
 * file then copies instead of migrating its own (server/test/db.ts).
 * - PostgreSQL (TEST_DATABASE_URL): a template database `test_tpl_<run>`; each file runs
 *   `CREATE DATABASE … TEMPLATE test_tpl_<run>`. Dropped at the end of the run.
 * - PGlite: a tarball of a migrated data directory (PGlite dumpDataDir); each file boots from it
 *   (loadDataDir). Deleted at the end of the run.
 * The run's names are unique, so parallel runs (other worktrees, CI jobs) never share a template.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { adminQuery, databaseUrl, TEMPLATE_ENV, SNAPSHOT_ENV } from './db';
import pg from 'pg';

export default async function setup(): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `test_tpl_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${pg.escapeIdentifier(name)}`);
    const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), dataDir: 'memory://', poolSize: 1 });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    process.env[TEMPLATE_ENV] = name;
    return async () => {
      delete process.env[TEMPLATE_ENV];
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
    };
  }

  const dir = mkdtempSync(path.join(os.tmpdir(), 'sushi-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await database.migrate();
    const dump = await database.dumpDataDir!();
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  process.env[SNAPSHOT_ENV] = file;
  return async () => {
    delete process.env[SNAPSHOT_ENV];
    rmSync(dir, { recursive: true, force: true });
  };
}
