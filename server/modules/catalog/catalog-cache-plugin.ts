/**
 * The catalogue cache as infrastructure: app.catalog (catalog-cache.ts), built from the database, and the
 * LISTEN catalog_changed that drops this instance's copy when another instance changed the catalogue.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CATALOG_CHANNEL, publishCatalogChanged } from '../../lib/stream-events';
import { createCatalogCache, type CatalogCache } from './catalog-cache';
import { getPublicCatalog } from './get-public-catalog';

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogCache;
  }
}

export interface CatalogCachePluginOptions {
  /** Also called whenever the catalogue is dropped (here on a save, or by another instance's NOTIFY). */
  onDrop?: () => void;
}

export const catalogCachePlugin = fp(
  async function catalogCache(app: FastifyInstance, { onDrop = () => {} }: CatalogCachePluginOptions) {
    const { db } = app.database;
    const catalog = createCatalogCache({
      load: () => getPublicCatalog({ db }),
      notify: async () => {
        onDrop();
        // Recorded with an id: an open shop page that reconnects learns it missed a change (catalog-live.ts).
        await publishCatalogChanged(db);
      },
      onExpire: onDrop,
    });
    const unlisten = await app.database.listen(CATALOG_CHANNEL, () => {
      catalog.dropLocal();
      onDrop();
    });
    app.addHook('onClose', async () => {
      catalog.close();
      await unlisten();
    });
    app.decorate('catalog', catalog);
  },
  { name: 'catalog-cache' },
);
