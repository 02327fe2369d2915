/**
 * Public catalogue endpoints. All answers come from the in-memory snapshot (see catalog-cache.ts);
 * the full catalogue is sent pre-compressed with an ETag.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { activePaymentModes, paymentModeLabel } from '@core/payment-mode';
import { CatalogQuery } from '@core/schemas/catalog';
import { PRODUCTS_PER_PAGE } from '@core/limits';
import type { CatalogCache, CatalogSnapshot } from './catalog-cache';
import { listProduits } from './list-produits';

const CategoriesQuery = z.object({ actif: z.enum(['true', 'false']).optional() });
const ProduitAccompagnementsQuery = z.object({ produit_id: z.coerce.number().int().positive().optional() });

export async function catalogRoutes(app: FastifyInstance, opts: { catalog: CatalogCache }) {
  const snapshot = () => opts.catalog.get();

  app.get('/api/catalog', { config: { compress: false } }, async (request, reply) => sendSnapshot(await snapshot(), request, reply));

  app.get('/api/categories', async (request) => {
    const { actif } = CategoriesQuery.parse(request.query);
    const { categories } = (await snapshot()).catalog;
    return actif === 'true' ? categories.filter((c) => c.actif) : categories;
  });

  app.get('/api/produits', async (request) => {
    const query = CatalogQuery.parse(request.query);
    return listProduits((await snapshot()).catalog.produits, query, PRODUCTS_PER_PAGE);
  });

  app.get('/api/accompagnements', async () => (await snapshot()).catalog.accompagnements);

  app.get('/api/produits-accompagnements', async (request) => {
    const { produit_id } = ProduitAccompagnementsQuery.parse(request.query);
    const links = (await snapshot()).catalog.produits_accompagnements;
    return produit_id ? links.filter((l) => l.produit_id === produit_id) : links;
  });

  app.get('/api/zones-livraison', async () => (await snapshot()).catalog.zones_livraison);

  app.get('/api/settings/public', async () => (await snapshot()).catalog.settings);

  app.get('/api/payment-modes', async () => {
    const modes = (await snapshot()).catalog.settings.modes_paiement;
    return activePaymentModes(modes).map((key) => ({ key, label: paymentModeLabel(key), description: modes[key].description }));
  });
}

function sendSnapshot(snap: CatalogSnapshot, request: FastifyRequest, reply: FastifyReply) {
  reply.header('etag', snap.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === snap.etag) return reply.status(304).send();
  reply.type('application/json; charset=utf-8');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(snap.brotli);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(snap.gzip);
  return reply.send(snap.json);
}
