/** The public catalogue (everything the shop shows before anyone signs in) and its live change stream. */
import { z } from 'zod';
import { EventStreamView } from '../api-views';
import { Accompagnement, Categorie, PaymentModeOption, ProduitAccompagnement, ProduitsPage, PublicCatalog, PublicSettings, ZoneLivraison } from '../catalog';
import { CatalogQuery } from '../schemas/catalog';
import { CatalogChangeEvent } from '../schemas/live-events';
import type { Endpoint, StreamEndpoint } from './endpoint';

const NoQuery = z.object({});
const CategoriesQuery = z.object({ actif: z.enum(['true', 'false'], { error: 'Le filtre actif doit valoir true ou false' }).optional() });
const produitInvalid = 'Produit invalide';
const ProduitAccompagnementsQuery = z.object({
  produit_id: z.coerce.number({ error: produitInvalid }).int(produitInvalid).positive(produitInvalid).max(2_147_483_647, produitInvalid).optional(),
});

export const getCatalog = { method: 'GET', path: '/api/catalog', query: NoQuery, responses: { 200: PublicCatalog } } as const satisfies Endpoint;

export const listCategories = {
  method: 'GET',
  path: '/api/categories',
  query: CategoriesQuery,
  responses: { 200: z.array(Categorie) },
} as const satisfies Endpoint;

export const listProduits = { method: 'GET', path: '/api/produits', query: CatalogQuery, responses: { 200: ProduitsPage } } as const satisfies Endpoint;

export const listAccompagnements = {
  method: 'GET',
  path: '/api/accompagnements',
  query: NoQuery,
  responses: { 200: z.array(Accompagnement) },
} as const satisfies Endpoint;

export const listProduitsAccompagnements = {
  method: 'GET',
  path: '/api/produits-accompagnements',
  query: ProduitAccompagnementsQuery,
  responses: { 200: z.array(ProduitAccompagnement) },
} as const satisfies Endpoint;

export const listZonesLivraison = {
  method: 'GET',
  path: '/api/zones-livraison',
  query: NoQuery,
  responses: { 200: z.array(ZoneLivraison) },
} as const satisfies Endpoint;

export const getPublicSettings = {
  method: 'GET',
  path: '/api/settings/public',
  query: NoQuery,
  responses: { 200: PublicSettings },
} as const satisfies Endpoint;

export const listPaymentModes = {
  method: 'GET',
  path: '/api/payment-modes',
  query: NoQuery,
  responses: { 200: z.array(PaymentModeOption) },
} as const satisfies Endpoint;

/** Tells open shop pages that the catalogue changed (an admin write on any instance). */
export const streamCatalogEvents = {
  method: 'GET',
  path: '/api/catalog/events',
  query: NoQuery,
  responses: { 200: EventStreamView },
  events: { catalog: CatalogChangeEvent },
} as const satisfies StreamEndpoint;
