/**
 * The one database entry point: node-postgres when a URL is given, embedded PGlite under dataDir otherwise.
 * Both are driven through the same drizzle schema, migrations and queries.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Unlisten = () => Promise<void>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** LISTEN on a channel; the callback receives each NOTIFY payload. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<Unlisten>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://… ; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** Folder for PGlite's files; 'memory://' keeps it in memory (tests). */
  dataDir: string;
  poolSize?: number;
}

const migrationsFolder = resolveMigrationsFolder();
const MIGRATION_LOCK_ID = 727_274_101;

function resolveMigrationsFolder(): string {
  // Works from the source tree (tsx, vitest) and from the bundled dist/server/main.js.
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.join(here, '../../server/db/migrations')];
  return candidates.find((dir) => existsSync(path.join(dir, 'meta/_journal.json'))) ?? candidates[0]!;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(inMemory ? dataDir : path.join(dataDir, 'pglite'));
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    async listen(channel, onPayload) {
      const unsub = await client.listen(channel, onPayload);
      return async () => unsub();
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listeners = new Set<pg.Client>();
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Several instances may start at once: an advisory lock lets one migrate while the others wait.
      const lock = new pg.Client({ connectionString: url });
      await lock.connect();
      try {
        await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(db as never, { migrationsFolder });
      } finally {
        await lock.end();
      }
    },
    async listen(channel, onPayload) {
      // A dedicated connection: pooled connections must not hold LISTEN state.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      client.on('notification', (msg) => {
        if (msg.channel === channel) onPayload(msg.payload ?? '');
      });
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      listeners.add(client);
      return async () => {
        listeners.delete(client);
        await client.end();
      };
    },
    async close() {
      await Promise.all([...listeners].map((c) => c.end()));
      await pool.end();
    },
  };
}
