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
  /** PGlite only: a tarball of the data directory (the test suites copy a migrated one per file). */
  dumpDataDir?(): Promise<Blob>;
}

export interface OpenDatabaseOptions {
  /** postgres://… ; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** Folder for PGlite's files; 'memory://' keeps it in memory (tests). */
  dataDir: string;
  poolSize?: number;
  /** PGlite only: start from this data directory tarball (made by dumpDataDir) instead of an empty one. */
  loadDataDir?: Blob;
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
  return openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(inMemory ? dataDir : path.join(dataDir, 'pglite'), loadDataDir ? { loadDataDir } : {});
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
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle pooled connection that drops (server restart, terminated backend) is discarded by the pool and
  // replaced on demand; without a listener its 'error' event would crash the process.
  pool.on('error', () => {});
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
      // A dedicated connection: pooled connections must not hold LISTEN state. When it drops (server
      // restart, network), it reconnects with backoff and fires onPayload('') once, since notifications
      // sent meanwhile were lost.
      let client: pg.Client | null = null;
      let stopped = false;
      const connect = async (attempt: number): Promise<void> => {
        if (stopped) return;
        const next = new pg.Client({ connectionString: url });
        next.on('notification', (msg) => {
          if (msg.channel === channel) onPayload(msg.payload ?? '');
        });
        next.on('error', () => {
          if (client !== next) return;
          client = null;
          listeners.delete(next);
          void next.end().catch(() => {});
          setTimeout(() => void connect(1).catch(() => {}), 500);
        });
        try {
          await next.connect();
          await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        } catch (error) {
          await next.end().catch(() => {});
          if (attempt === 0) throw error;
          setTimeout(() => void connect(attempt + 1).catch(() => {}), Math.min(30_000, 500 * 2 ** attempt));
          return;
        }
        if (stopped) return void (await next.end());
        client = next;
        listeners.add(next);
        if (attempt > 0) onPayload('');
      };
      await connect(0);
      return async () => {
        stopped = true;
        const current = client;
        client = null;
        if (current) {
          listeners.delete(current);
          await current.end();
        }
      };
    },
    async close() {
      await Promise.all([...listeners].map((c) => c.end()));
      await pool.end();
    },
  };
}
