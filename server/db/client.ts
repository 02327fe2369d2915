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
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { selectRows } from './select-rows';
import * as schema from './schema/index';

type Schema = typeof schema;
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
  /**
   * Told about every connection the database dropped (restart, failover, terminated backend): the
   * process carries on, the pool and LISTEN reconnect by themselves. buildApp points it at the log.
   */
  onConnectionError: (error: Error, where: 'pool' | 'listen') => void;
  /** Connections borrowed and requests waiting for one (/metrics). PGlite: its one connection, never waiting. */
  poolStats(): { inUse: number; waiting: number };
  /** PGlite only: a tarball of the data directory (the test suites copy a migrated one per file; `cli backup`). */
  dumpDataDir?(compression?: 'none' | 'gzip'): Promise<Blob>;
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

const MIGRATION_LOCK_ID = 727_274_101;

/**
 * The migrations folder: works from the source tree (tsx, vitest), from the bundled dist/server/main.js
 * and cli.js, and from dist/server/chunks/ (where this module lands when both entries share it). A
 * production install without it (go-live step 4 copies it beside dist/) fails saying so.
 */
function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.join(here, '../../server/db/migrations'), path.join(here, '../../../server/db/migrations')];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'meta/_journal.json')));
  if (!found) {
    throw new Error(
      `migrations introuvables : copiez le dossier server/db/migrations/ de la version à côté de dist/ (cherché dans ${candidates.slice(1).join(', ')})`,
    );
  }
  return found;
}

/**
 * How many committed migrations the database has not applied yet (drizzle applies those newer than the
 * last one it recorded). MIGRATE_ON_START=false and `cli doctor` use it.
 */
export async function pendingMigrations(db: DbOrTx): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder: migrationsFolder() });
  const [table] = await selectRows<{ name: string | null }>(db, sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`);
  if (!table?.name) return migrations.length;
  const [last] = await selectRows<{ at: string | null }>(db, sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`);
  const lastAt = Number(last?.at ?? 0);
  return migrations.filter((m) => m.folderMillis > lastAt).length;
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
    onConnectionError: () => {},
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsFolder() }),
    async listen(channel, onPayload) {
      const unsub = await client.listen(channel, onPayload);
      return async () => unsub();
    },
    close: () => client.close(),
    poolStats: () => ({ inUse: 1, waiting: 0 }),
    dumpDataDir: (compression = 'none') => client.dumpDataDir(compression),
  };
}

/**
 * A pool that survives the database dropping its connections (restart, failover, pg_terminate_backend,
 * 57P01). node-postgres emits 'error' on a client when its connection dies between two queries; the pool
 * listens only while the client is idle, so a client borrowed for a transaction had no listener and the
 * process died of an unhandled 'error' event. Every client gets a permanent listener here, and a borrowed
 * client whose connection ends is handed back to the pool as broken at once (drizzle's transaction does
 * not release its client when BEGIN itself fails, which leaked one connection per fault until the pool
 * was empty); the later release by its borrower is then a no-op.
 */
class ResilientPool extends pg.Pool {
  constructor(
    config: pg.PoolConfig,
    private readonly onClientError: (error: Error) => void,
  ) {
    super(config);
    this.on('connect', (client) => client.on('error', (error) => this.onClientError(error)));
    // An idle client that drops is discarded by the pool and replaced on demand.
    this.on('error', (error) => this.onClientError(error));
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): void;
  override connect(callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void) {
    // pool.query() borrows with a callback and releases with the query's error itself.
    if (callback) return super.connect(callback);
    return super.connect().then(guardBorrowed);
  }
}

function guardBorrowed(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client);
  let released = false;
  const onEnd = () => {
    if (released) return;
    released = true;
    release(new Error('connexion à la base de données perdue'));
  };
  client.once('end', onEnd);
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('end', onEnd);
    release(error);
  };
  return client;
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const database: Database = {
    onConnectionError: () => {},
  } as unknown as Database;
  // connectionTimeoutMillis: while the server is unreachable a request fails in seconds (503) instead of
  // waiting for the operating system's TCP timeout.
  const pool = new ResilientPool({ connectionString: url, max, connectionTimeoutMillis: 5000 }, (error) => database.onConnectionError(error, 'pool'));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listeners = new Set<pg.Client>();
  let closed = false;
  return Object.assign(database, {
    db,
    kind: 'postgres' as const,
    async migrate() {
      // Several instances may start at once: an advisory lock lets one migrate while the others wait.
      const lock = new pg.Client({ connectionString: url });
      lock.on('error', () => {});
      await lock.connect();
      try {
        await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(db as never, { migrationsFolder: migrationsFolder() });
      } finally {
        await lock.end();
      }
    },
    async listen(channel: string, onPayload: (payload: string) => void): Promise<Unlisten> {
      // A dedicated connection: pooled connections must not hold LISTEN state. When it drops (server
      // restart, terminated backend, network) it reconnects with backoff (0.5 s doubling to 30 s) and,
      // once subscribed again, fires onPayload('') once, since notifications sent meanwhile were lost.
      let client: pg.Client | null = null;
      let stopped = false;
      let retry: NodeJS.Timeout | null = null;
      let failures = 0;
      const reconnectLater = () => {
        if (stopped || closed || retry) return;
        failures += 1;
        retry = setTimeout(() => {
          retry = null;
          void connect(false).catch(() => {});
        }, backoffMs(failures));
        retry.unref();
      };
      const connect = async (first: boolean): Promise<void> => {
        if (stopped || closed) return;
        const next = new pg.Client({
          connectionString: url,
          connectionTimeoutMillis: 5000,
        });
        let lost = false;
        const drop = (error?: Error) => {
          if (lost) return;
          lost = true;
          if (error) database.onConnectionError(error, 'listen');
          if (client === next) client = null;
          listeners.delete(next);
          void next.end().catch(() => {});
          reconnectLater();
        };
        next.on('notification', (msg) => {
          if (msg.channel === channel) onPayload(msg.payload ?? '');
        });
        next.on('error', (error) => drop(error));
        next.on('end', () => drop());
        listeners.add(next);
        try {
          await next.connect();
          await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        } catch (error) {
          if (first) {
            lost = true;
            listeners.delete(next);
            await next.end().catch(() => {});
            throw error;
          }
          drop(error as Error);
          return;
        }
        if (lost) return;
        if (stopped) {
          lost = true;
          listeners.delete(next);
          return void (await next.end().catch(() => {}));
        }
        client = next;
        failures = 0;
        if (!first) onPayload('');
      };
      await connect(true);
      return async () => {
        stopped = true;
        if (retry) clearTimeout(retry);
        const current = client;
        client = null;
        if (current) {
          listeners.delete(current);
          await current.end().catch(() => {});
        }
      };
    },
    poolStats: () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      closed = true;
      await Promise.all([...listeners].map((c) => c.end().catch(() => {})));
      await pool.end();
    },
  });
}

function backoffMs(attempt: number): number {
  return Math.min(30_000, 500 * 2 ** Math.max(0, attempt - 1));
}
