/**
 * A fresh, migrated database per test file: in-memory PGlite by default, or a throw-away database on
 * the PostgreSQL server named by TEST_DATABASE_URL (CI sets it; concurrency tests need it).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';

export type TestDatabase = Database & { drop(): Promise<void> };

/** True when tests run on PostgreSQL: concurrency tests only mean something there. */
export const testsUsePostgres = Boolean(process.env.TEST_DATABASE_URL);

/** The PostgreSQL server of the tests (TEST_DATABASE_URL), for tests that act on it as an administrator. */
export const testDatabaseServerUrl = process.env.TEST_DATABASE_URL || undefined;

/** A Redis server for the tests of the shared rate-limit store (TEST_REDIS_URL), or undefined. */
export const testRedisUrl = process.env.TEST_REDIS_URL || undefined;

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    return { ...database, drop: () => database.close() };
  }

  const name = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://', poolSize: 5 });
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
    throw error;
  }
  let dropped = false;
  return {
    ...database,
    async drop() {
      if (dropped) return;
      dropped = true;
      await database.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
    },
  };
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
