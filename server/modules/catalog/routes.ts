/**
 * Public catalogue endpoints. Every answer is derived from the in-memory snapshot (catalog-cache.ts)
 * and memoised on it already serialised and compressed.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import * as endpoints from '@core/contracts/catalog';
import type { Endpoint } from '@core/contracts/endpoint';
import { PRODUCTS_PER_PAGE } from '@core/limits';
import { offeredPaymentModes, paymentModeLabel } from '@core/payment-mode';
import { encodeJson, sendEncoded } from '../../lib/encoded-body';
import { endpointRoute } from '../../lib/endpoint-route';
import type { CatalogCache, CatalogSnapshot } from './catalog-cache';
import { listProduits } from './list-produits';

/** The parsed query of a catalogue endpoint. */
type QueryOf<E extends { query: z.ZodType }> = z.output<E['query']>;

/**
 * The answers are built from the snapshot, which getPublicCatalog presents column by column, and sent as
 * pre-encoded bytes (Fastify does not serialize a Buffer): the response schemas describe them for the
 * route table and the OpenAPI document.
 */
export async function catalogRoutes(fastify: FastifyInstance, opts: { catalog: CatalogCache }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  /** Answers the JSON of derive(snapshot), computed once per snapshot and key. */
  const answer =
    <Q>(key: (q: Q) => string, derive: (snap: CatalogSnapshot, q: Q) => unknown) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const query = request.query as Q;
      const snap = await opts.catalog.get();
      return sendEncoded(
        request,
        reply,
        snap.memo(`${request.routeOptions.url}?${key(query)}`, () => encodeJson(derive(snap, query))),
      );
    };
  const noKey = () => '';
  /** An endpoint answered from the snapshot, already compressed (sendEncoded). */
  const serve = (endpoint: Endpoint, handler: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) =>
    app.route({ ...endpointRoute(app, endpoint), compress: false, handler });
  /** An endpoint without a query answering one part of the snapshot. */
  const part = (endpoint: Endpoint, pick: (snap: CatalogSnapshot) => unknown) => serve(endpoint, answer(noKey, pick));

  serve(endpoints.getCatalog, async (request, reply) => sendEncoded(request, reply, (await opts.catalog.get()).body));

  serve(
    endpoints.listCategories,
    answer<QueryOf<typeof endpoints.listCategories>>(
      (q) => q.actif ?? '',
      (snap, q) => (q.actif === 'true' ? snap.catalog.categories.filter((c) => c.actif) : snap.catalog.categories),
    ),
  );

  serve(
    endpoints.listProduits,
    answer<QueryOf<typeof endpoints.listProduits>>(
      (q) => `${q.category_id ?? ''}:${q.page}`,
      (snap, q) => listProduits(snap.catalog.produits, q, PRODUCTS_PER_PAGE),
    ),
  );

  part(endpoints.listAccompagnements, (snap) => snap.catalog.accompagnements);

  serve(
    endpoints.listProduitsAccompagnements,
    answer<QueryOf<typeof endpoints.listProduitsAccompagnements>>(
      (q) => String(q.produit_id ?? ''),
      (snap, q) => (q.produit_id ? snap.catalog.produits_accompagnements.filter((l) => l.produit_id === q.produit_id) : snap.catalog.produits_accompagnements),
    ),
  );

  part(endpoints.listZonesLivraison, (snap) => snap.catalog.zones_livraison);
  part(endpoints.getPublicSettings, (snap) => snap.catalog.settings);
  part(endpoints.listPaymentModes, (snap) => {
    const { settings } = snap.catalog;
    return offeredPaymentModes(settings).map((key) => ({ key, label: paymentModeLabel(key), description: settings.modes_paiement[key].description }));
  });
}
