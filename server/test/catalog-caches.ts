/**
 * The apps of a test database, so rows written straight into the catalogue tables (factories, fixtures)
 * are seen at once: the catalogue is served from memory until invalidated (server/modules/catalog), and in
 * production every write goes through a route that invalidates it. Dropping the local copies here is
 * synchronous, so a test never races the NOTIFY that invalidate() would send.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';

const appsByDb = new Map<Db, Set<FastifyInstance>>();

export function trackCatalogOf(db: Db, app: FastifyInstance): void {
  const apps = appsByDb.get(db) ?? new Set();
  apps.add(app);
  appsByDb.set(db, apps);
  app.addHook('onClose', async () => void apps.delete(app));
}

/** Call after writing restaurant_settings, categories, produits, accompagnements, their links, zones or loyalty settings. */
export function catalogChanged(db: Db): void {
  for (const app of appsByDb.get(db) ?? []) app.catalog.dropLocal();
}
