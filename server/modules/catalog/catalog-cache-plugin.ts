/**
 * The catalogue cache as infrastructure: app.catalog (catalog-cache.ts), built from the database, and the
 * LISTEN catalog_changed that drops this instance's copy when another instance changed the catalogue.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CATALOG_CHANNEL, createCatalogCache, type CatalogCache } from './catalog-cache';
import { getPublicCatalog } from './get-public-catalog';

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogCache;
  }
}

export const catalogCachePlugin = fp(
  async function catalogCache(app: FastifyInstance) {
    const { db } = app.database;
    const catalog = createCatalogCache({
      load: () => getPublicCatalog({ db }),
      notify: async () => {
        await db.execute(sql`select pg_notify(${CATALOG_CHANNEL}, '')`);
      },
    });
    const unlisten = await app.database.listen(CATALOG_CHANNEL, () => catalog.dropLocal());
    app.addHook('onClose', async () => unlisten());
    app.decorate('catalog', catalog);
  },
  { name: 'catalog-cache' },
);
