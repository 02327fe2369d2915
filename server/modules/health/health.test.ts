/**
 * /api/health/live and /api/health/ready (modules/health/routes.ts): the liveness probe answers without
 * I/O, the readiness probe names the check that fails (database, pending migration, Redis, storage).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../app';
import type { Config } from '../../config';
import { createTestApp, type TestApp } from '../../test/app';
import { createTestDatabase, testRedisUrl } from '../../test/db';
import { selectRows } from '../../db/select-rows';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function readyOf(config: Partial<Config> = {}, database = t.database) {
  const app = await buildApp({ config: { ...t.config, ...config }, database, logger: false, notificationWorker: false, imageWorker: false });
  try {
    return await app.inject({ method: 'GET', url: '/api/health/ready' });
  } finally {
    await app.close().catch(() => {});
  }
}

describe('health probes', () => {
  it('answers live without asking anything, and keeps /api/health as it was', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const legacy = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(legacy.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('is ready when the database answers with every migration applied (no Redis configured)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', checks: { database: 'ok', migrations: 'ok', redis: 'absent', storage: 'ok' }, failed: [] });
  });

  it('is not ready while a migration is pending', async () => {
    const [removed] = await selectRows<{ id: number; hash: string; created_at: string }>(
      t.database.db,
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning id, hash, created_at::text`,
    );
    try {
      const res = await readyOf();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'error', failed: ['migrations'], checks: { database: 'ok', migrations: 'échec' } });
    } finally {
      await t.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${removed!.id}, ${removed!.hash}, ${removed!.created_at}::bigint)`,
      );
    }
    expect((await readyOf()).statusCode).toBe(200);
  });

  it('is not ready when the database is gone', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: t.config, database, logger: false, notificationWorker: false, imageWorker: false });
    await database.drop();
    const res = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'error', checks: { database: 'échec', migrations: 'échec' } });
    expect(res.json().failed).toEqual(expect.arrayContaining(['database', 'migrations']));
    await app.close().catch(() => {});
  });

  it('is not ready when Redis is configured but does not answer', async () => {
    const res = await readyOf({ redisUrl: 'redis://127.0.0.1:1' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ failed: ['redis'], checks: { redis: 'échec', database: 'ok' } });
  });

  it.runIf(testRedisUrl)('checks Redis with PING when it is configured', async () => {
    const res = await readyOf({ redisUrl: testRedisUrl });
    expect(res.json()).toMatchObject({ status: 'ok', checks: { redis: 'ok' } });
  });

  it('is not ready when the image storage cannot be written', async () => {
    const uploadsDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'sushi-health-')), 'uploads');
    const app = await buildApp({ config: { ...t.config, uploadsDir }, database: t.database, logger: false, notificationWorker: false, imageWorker: false });
    // A file where the uploads folder should be: it can be neither created nor written.
    rmSync(uploadsDir, { recursive: true });
    writeFileSync(uploadsDir, '');
    const res = await app.inject({ method: 'GET', url: '/api/health/ready' });
    await app.close();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ failed: ['storage'] });
  });
});
