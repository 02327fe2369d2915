/**
 * Public catalogue endpoints. Every answer is derived from the in-memory snapshot (catalog-cache.ts)
 * and memoised on it already serialised and compressed.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PRODUCTS_PER_PAGE } from '@core/limits';
import { activePaymentModes, paymentModeLabel } from '@core/payment-mode';
import { CatalogQuery } from '@core/schemas/catalog';
import { encodeJson, sendEncoded } from '../../lib/encoded-body';
import type { CatalogCache, CatalogSnapshot } from './catalog-cache';
import { listProduits } from './list-produits';

const CategoriesQuery = z.object({ actif: z.enum(['true', 'false']).optional() });
const ProduitAccompagnementsQuery = z.object({ produit_id: z.coerce.number().int().positive().optional() });

export async function catalogRoutes(app: FastifyInstance, opts: { catalog: CatalogCache }) {
  /** Answers the JSON of derive(snapshot), computed once per snapshot and key. */
  const answer =
    <Q>(parse: (query: unknown) => Q, key: (q: Q) => string, derive: (snap: CatalogSnapshot, q: Q) => unknown) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const query = parse(request.query);
      const snap = await opts.catalog.get();
      return sendEncoded(request, reply, snap.memo(`${request.routeOptions.url}?${key(query)}`, () => encodeJson(derive(snap, query))));
    };
  const noQuery = () => null;
  const noKey = () => '';
  const route = { compress: false } as const;

  app.get('/api/catalog', route, async (request, reply) => sendEncoded(request, reply, (await opts.catalog.get()).body));

  app.get(
    '/api/categories',
    route,
    answer(CategoriesQuery.parse, (q) => q.actif ?? '', (snap, q) =>
      q.actif === 'true' ? snap.catalog.categories.filter((c) => c.actif) : snap.catalog.categories,
    ),
  );

  app.get(
    '/api/produits',
    route,
    answer(CatalogQuery.parse, (q) => `${q.category_id ?? ''}:${q.page}`, (snap, q) => listProduits(snap.catalog.produits, q, PRODUCTS_PER_PAGE)),
  );

  app.get('/api/accompagnements', route, answer(noQuery, noKey, (snap) => snap.catalog.accompagnements));

  app.get(
    '/api/produits-accompagnements',
    route,
    answer(ProduitAccompagnementsQuery.parse, (q) => String(q.produit_id ?? ''), (snap, q) =>
      q.produit_id ? snap.catalog.produits_accompagnements.filter((l) => l.produit_id === q.produit_id) : snap.catalog.produits_accompagnements,
    ),
  );

  app.get('/api/zones-livraison', route, answer(noQuery, noKey, (snap) => snap.catalog.zones_livraison));

  app.get('/api/settings/public', route, answer(noQuery, noKey, (snap) => snap.catalog.settings));

  app.get(
    '/api/payment-modes',
    route,
    answer(noQuery, noKey, (snap) => {
      const modes = snap.catalog.settings.modes_paiement;
      return activePaymentModes(modes).map((key) => ({ key, label: paymentModeLabel(key), description: modes[key].description }));
    }),
  );
}
