/**
 * A fresh, migrated database per test file: in-memory PGlite by default, or a throw-away database on
 * the PostgreSQL server named by TEST_DATABASE_URL (CI sets it; concurrency tests need it).
 * Under vitest both are copies of the database the run migrated once (server/test/global-setup.ts):
 * `CREATE DATABASE … TEMPLATE` on PostgreSQL, a data directory snapshot on PGlite. Without that setup
 * (a script importing this file) each database is migrated from scratch.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';

/** url: the throw-away PostgreSQL database's address (undefined on PGlite), for tests that run the CLI on it. */
export type TestDatabase = Database & { drop(): Promise<void>; url?: string };

/** True when tests run on PostgreSQL: concurrency tests only mean something there. */
export const testsUsePostgres = Boolean(process.env.TEST_DATABASE_URL);

/** The PostgreSQL server of the tests (TEST_DATABASE_URL), for tests that act on it as an administrator. */
export const testDatabaseServerUrl = process.env.TEST_DATABASE_URL || undefined;

/** A Redis server for the tests of the shared rate-limit store (TEST_REDIS_URL), or undefined. */
export const testRedisUrl = process.env.TEST_REDIS_URL || undefined;
/** In CI a test that needs a service (Redis) fails instead of skipping when the service is missing. */
export const inCI = process.env.CI === 'true';

/** Set by the global setup: the migrated template database (PostgreSQL) or snapshot file (PGlite). */
export const TEMPLATE_ENV = 'SUSHI_TEST_TEMPLATE_DATABASE';
export const SNAPSHOT_ENV = 'SUSHI_TEST_PGLITE_SNAPSHOT';

let snapshot: Uint8Array<ArrayBuffer> | undefined;

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const snapshotFile = process.env[SNAPSHOT_ENV];
    if (snapshotFile) {
      snapshot ??= new Uint8Array(readFileSync(snapshotFile));
      const database = await openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([snapshot]) });
      return { ...database, drop: () => database.close() };
    }
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    return { ...database, drop: () => database.close() };
  }

  const name = `test_${randomBytes(6).toString('hex')}`;
  const template = process.env[TEMPLATE_ENV];
  await adminQuery(serverUrl, `CREATE DATABASE ${pg.escapeIdentifier(name)}${template ? ` TEMPLATE ${pg.escapeIdentifier(template)}` : ''}`);
  const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), dataDir: 'memory://', poolSize: 5 });
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    await database.close();
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
  };
  if (!template) {
    try {
      await database.migrate();
    } catch (error) {
      await drop();
      throw error;
    }
  }
  return { ...database, drop, url: databaseUrl(serverUrl, name) };
}

/** A migrated embedded database persisted in `dataDir` (a copy of the run's snapshot when there is one). */
export async function createPgliteDatabaseIn(dataDir: string): Promise<Database> {
  const snapshotFile = process.env[SNAPSHOT_ENV];
  if (snapshotFile) {
    snapshot ??= new Uint8Array(readFileSync(snapshotFile));
    return openDatabase({ dataDir, loadDataDir: new Blob([snapshot]) });
  }
  const database = await openDatabase({ dataDir });
  await database.migrate();
  return database;
}

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
