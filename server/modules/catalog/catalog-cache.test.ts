import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PublicCatalog } from '@core/catalog';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { createCatalogCache } from './catalog-cache';
import { categories } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildCategory } from '../../test/factories';
import { testsUsePostgres } from '../../test/db';

let t: TestApp;
let second: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  await buildCategory(t.database.db);
  // A second server instance on the same database, as behind a load balancer.
  second = await buildApp({ config: t.config, database: t.database, logger: false, notificationWorker: false });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

describe('catalogue cache across instances', () => {
  it('drops every instance copy when one instance invalidates (NOTIFY catalog_changed)', async () => {
    const before = (await second.catalog.get()).catalog.categories[0]!;
    await t.database.db.update(categories).set({ nom_fr: 'Nouveautés du chef' }).where(eq(categories.id, before.id));
    expect((await second.catalog.get()).catalog.categories[0]!.nom_fr).toBe(before.nom_fr);

    await t.app.catalog.invalidate();
    await expect.poll(async () => (await second.catalog.get()).catalog.categories[0]!.nom_fr, { timeout: 5000, interval: 50 }).toBe('Nouveautés du chef');
  });

  // PostgreSQL only: PGlite's LISTEN lives in-process and has no connection to lose.
  it.runIf(testsUsePostgres)('keeps listening after the LISTEN connection is cut', async () => {
    await t.database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const before = (await second.catalog.get()).catalog.categories[0]!;
    await t.database.db.update(categories).set({ nom_fr: 'Après coupure' }).where(eq(categories.id, before.id));
    await t.app.catalog.invalidate();
    await expect.poll(async () => (await second.catalog.get()).catalog.categories[0]!.nom_fr, { timeout: 10_000, interval: 100 }).toBe('Après coupure');
  });

  it('answers 503 on /api/health when the database is gone', async () => {
    const { createTestDatabase } = await import('../../test/db');
    const db = await createTestDatabase();
    const app = await buildApp({ config: t.config, database: db, logger: false, notificationWorker: false });
    await db.drop();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'error', database: 'injoignable' });
    await app.close().catch(() => {});
  });
});

describe('a catalogue that stops being true by itself', () => {
  it('is rebuilt when read after its expiry, and dropped everywhere (notify) by its timer at that instant', async () => {
    vi.useFakeTimers({ now: 0 });
    try {
      let loads = 0;
      const notify = vi.fn(async () => {});
      const cache = createCatalogCache({
        load: async () => ({ catalog: { n: ++loads } as unknown as PublicCatalog, validUntil: new Date(60_000) }),
        notify,
      });
      expect((await cache.get()).version).toBe(1);
      vi.setSystemTime(59_999);
      expect((await cache.get()).version).toBe(1);
      vi.setSystemTime(60_000);
      expect((await cache.get()).version).toBe(2);
      expect(notify).not.toHaveBeenCalled();

      // The timer: the open pages are told through notify (the catalogue's stream) without any read.
      await cache.invalidate();
      notify.mockClear();
      vi.setSystemTime(0);
      await cache.get();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(notify).toHaveBeenCalledTimes(1);
      cache.close();
    } finally {
      vi.useRealTimers();
    }
  });
});
