/**
 * Public catalogue endpoints. Every answer is derived from the in-memory snapshot (catalog-cache.ts)
 * and memoised on it already serialised and compressed.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Accompagnement, Categorie, PaymentModeOption, ProduitAccompagnement, ProduitsPage, PublicCatalog, PublicSettings, ZoneLivraison } from '@core/catalog';
import { PRODUCTS_PER_PAGE } from '@core/limits';
import { activePaymentModes, paymentModeLabel } from '@core/payment-mode';
import { CatalogQuery } from '@core/schemas/catalog';
import { encodeJson, sendEncoded } from '../../lib/encoded-body';
import type { CatalogCache, CatalogSnapshot } from './catalog-cache';
import { listProduits } from './list-produits';

const CategoriesQuery = z.object({ actif: z.enum(['true', 'false'], { error: 'Le filtre actif doit valoir true ou false' }).optional() });
const produitInvalid = 'Produit invalide';
const ProduitAccompagnementsQuery = z.object({
  produit_id: z.coerce.number({ error: produitInvalid }).int(produitInvalid).positive(produitInvalid).max(2_147_483_647, produitInvalid).optional(),
});
const NoQuery = z.object({});

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
  const route = <Q extends z.ZodType, R extends z.ZodType>(querystring: Q, answerSchema: R) =>
    ({ compress: false, schema: { querystring, response: { 200: answerSchema } } }) as const;
  /** A route without a query answering one part of the snapshot. */
  const part = (url: string, answerSchema: z.ZodType, pick: (snap: CatalogSnapshot) => unknown) =>
    app.get(url, route(NoQuery, answerSchema), answer(noKey, pick));

  app.get('/api/catalog', route(NoQuery, PublicCatalog), async (request, reply) => sendEncoded(request, reply, (await opts.catalog.get()).body));

  app.get(
    '/api/categories',
    route(CategoriesQuery, z.array(Categorie)),
    answer<z.infer<typeof CategoriesQuery>>(
      (q) => q.actif ?? '',
      (snap, q) => (q.actif === 'true' ? snap.catalog.categories.filter((c) => c.actif) : snap.catalog.categories),
    ),
  );

  app.get(
    '/api/produits',
    route(CatalogQuery, ProduitsPage),
    answer<z.infer<typeof CatalogQuery>>(
      (q) => `${q.category_id ?? ''}:${q.page}`,
      (snap, q) => listProduits(snap.catalog.produits, q, PRODUCTS_PER_PAGE),
    ),
  );

  part('/api/accompagnements', z.array(Accompagnement), (snap) => snap.catalog.accompagnements);

  app.get(
    '/api/produits-accompagnements',
    route(ProduitAccompagnementsQuery, z.array(ProduitAccompagnement)),
    answer<z.infer<typeof ProduitAccompagnementsQuery>>(
      (q) => String(q.produit_id ?? ''),
      (snap, q) => (q.produit_id ? snap.catalog.produits_accompagnements.filter((l) => l.produit_id === q.produit_id) : snap.catalog.produits_accompagnements),
    ),
  );

  part('/api/zones-livraison', z.array(ZoneLivraison), (snap) => snap.catalog.zones_livraison);
  part('/api/settings/public', PublicSettings, (snap) => snap.catalog.settings);
  part('/api/payment-modes', z.array(PaymentModeOption), (snap) => {
    const modes = snap.catalog.settings.modes_paiement;
    return activePaymentModes(modes).map((key) => ({ key, label: paymentModeLabel(key), description: modes[key].description }));
  });
}
