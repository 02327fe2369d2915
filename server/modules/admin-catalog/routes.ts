/**
 * The back-office catalogue under the guarded /api/admin scope (staff only): categories, products and
 * their side-dish links, side dishes, and the sold-out switch. Each write is committed with its app
 * event, then the public catalogue cache is invalidated (NOTIFY) so every instance's shop shows it.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccompanimentInput,
  AccompanimentLinksInput,
  AdminAccompanimentView,
  AdminProductPage,
  AdminProductView,
  DeleteOutcome,
  IdParams,
  OkView,
  AdminAccompanimentsView,
  ProductInput,
  ProductListQuery,
  ProductSwitchesInput,
  RuptureInput,
} from '@core/schemas/admin-catalog';
import { AdminCategoriesView, AdminCategoryView, CategoryInput, CategoryOrderInput } from '@core/schemas/category';
import { viewerOf } from '../../plugins/auth';
import { AppError } from '../../errors';
import { listAdminAccompaniments, getAdminAccompaniment } from './accompaniments';
import { listAdminCategories } from './categories';
import { deleteAccompaniment } from './delete-accompaniment';
import { deleteCategory } from './delete-category';
import { deleteProduct } from './delete-product';
import { getAdminProduct, listAdminProducts } from './products';
import { reorderCategories } from './reorder-categories';
import { replaceProductAccompaniments } from './replace-product-accompaniments';
import { saveAccompaniment } from './save-accompaniment';
import { saveCategory } from './save-category';
import { saveProduct, setProductSwitches } from './save-product';
import { setRupture } from './set-rupture';

const NoQuery = z.object({});

export async function adminCatalogRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const changed = () => app.catalog.invalidate();

  // Categories
  app.get('/categories', { schema: { querystring: NoQuery, response: { 200: AdminCategoriesView } } }, async () => ({
    categories: await listAdminCategories({ db }),
  }));
  app.post('/categories', { schema: { body: CategoryInput, response: { 201: z.object({ category: AdminCategoryView }) } } }, async (request, reply) => {
    const viewer = await viewerOf(request);
    const category = await saveCategory({ db, id: null, input: request.body, userId: viewer.userId });
    await changed();
    return reply.status(201).send({ category });
  });
  app.put('/categories/order', { schema: { body: CategoryOrderInput, response: { 200: AdminCategoriesView } } }, async (request) => {
    const viewer = await viewerOf(request);
    await reorderCategories({ db, ids: request.body.ids, userId: viewer.userId });
    await changed();
    return { categories: await listAdminCategories({ db }) };
  });
  app.put(
    '/categories/:id',
    { schema: { params: IdParams, body: CategoryInput, response: { 200: z.object({ category: AdminCategoryView }) } } },
    async (request) => {
      const viewer = await viewerOf(request);
      const category = await saveCategory({ db, id: request.params.id, input: request.body, userId: viewer.userId });
      await changed();
      return { category };
    },
  );
  app.delete('/categories/:id', { schema: { params: IdParams, response: { 200: OkView } } }, async (request) => {
    const viewer = await viewerOf(request);
    await deleteCategory({ db, id: request.params.id, userId: viewer.userId });
    await changed();
    return { ok: true as const };
  });

  // Products
  app.get('/products', { schema: { querystring: ProductListQuery, response: { 200: AdminProductPage } } }, async (request) =>
    listAdminProducts({ db, query: request.query }),
  );
  app.get('/products/:id', { schema: { params: IdParams, response: { 200: z.object({ product: AdminProductView }) } } }, async (request) => {
    const product = await getAdminProduct({ db, id: request.params.id });
    if (!product) throw new AppError('PRODUCT_NOT_FOUND');
    return { product };
  });
  app.post('/products', { schema: { body: ProductInput, response: { 201: z.object({ product: AdminProductView }) } } }, async (request, reply) => {
    const viewer = await viewerOf(request);
    const product = await saveProduct({ db, id: null, input: request.body, userId: viewer.userId });
    await changed();
    return reply.status(201).send({ product });
  });
  app.put(
    '/products/:id',
    { schema: { params: IdParams, body: ProductInput, response: { 200: z.object({ product: AdminProductView }) } } },
    async (request) => {
      const viewer = await viewerOf(request);
      const product = await saveProduct({ db, id: request.params.id, input: request.body, userId: viewer.userId });
      await changed();
      return { product };
    },
  );
  app.patch(
    '/products/:id',
    { schema: { params: IdParams, body: ProductSwitchesInput, response: { 200: z.object({ product: AdminProductView }) } } },
    async (request) => {
      const viewer = await viewerOf(request);
      const product = await setProductSwitches({ db, id: request.params.id, switches: request.body, userId: viewer.userId });
      await changed();
      return { product };
    },
  );
  app.put(
    '/products/:id/accompagnements',
    { schema: { params: IdParams, body: AccompanimentLinksInput, response: { 200: z.object({ product: AdminProductView }) } } },
    async (request) => {
      const viewer = await viewerOf(request);
      const product = await replaceProductAccompaniments({
        db,
        produitId: request.params.id,
        accompagnementIds: request.body.accompagnement_ids,
        userId: viewer.userId,
      });
      await changed();
      return { product };
    },
  );
  app.put(
    '/products/:id/rupture',
    { schema: { params: IdParams, body: RuptureInput, response: { 200: z.object({ product: AdminProductView }) } } },
    async (request) => {
      const viewer = await viewerOf(request);
      await setRupture({ db, kind: 'produit', id: request.params.id, input: request.body, userId: viewer.userId });
      await changed();
      return { product: (await getAdminProduct({ db, id: request.params.id }))! };
    },
  );
  app.delete('/products/:id', { schema: { params: IdParams, response: { 200: DeleteOutcome } } }, async (request) => {
    const viewer = await viewerOf(request);
    const outcome = await deleteProduct({ db, id: request.params.id, userId: viewer.userId });
    await changed();
    return outcome;
  });

  // Side dishes
  app.get('/accompagnements', { schema: { querystring: NoQuery, response: { 200: AdminAccompanimentsView } } }, async () => ({
    accompagnements: await listAdminAccompaniments({ db }),
  }));
  app.post(
    '/accompagnements',
    { schema: { body: AccompanimentInput, response: { 201: z.object({ accompagnement: AdminAccompanimentView }) } } },
    async (request, reply) => {
      const viewer = await viewerOf(request);
      const accompagnement = await saveAccompaniment({ db, id: null, input: request.body, userId: viewer.userId });
      await changed();
      return reply.status(201).send({ accompagnement });
    },
  );
  app.put(
    '/accompagnements/:id',
    { schema: { params: IdParams, body: AccompanimentInput, response: { 200: z.object({ accompagnement: AdminAccompanimentView }) } } },
    async (request) => {
      const viewer = await viewerOf(request);
      const accompagnement = await saveAccompaniment({ db, id: request.params.id, input: request.body, userId: viewer.userId });
      await changed();
      return { accompagnement };
    },
  );
  app.put(
    '/accompagnements/:id/rupture',
    { schema: { params: IdParams, body: RuptureInput, response: { 200: z.object({ accompagnement: AdminAccompanimentView }) } } },
    async (request) => {
      const viewer = await viewerOf(request);
      await setRupture({ db, kind: 'accompagnement', id: request.params.id, input: request.body, userId: viewer.userId });
      await changed();
      return { accompagnement: (await getAdminAccompaniment({ db, id: request.params.id }))! };
    },
  );
  app.delete('/accompagnements/:id', { schema: { params: IdParams, response: { 200: DeleteOutcome } } }, async (request) => {
    const viewer = await viewerOf(request);
    const outcome = await deleteAccompaniment({ db, id: request.params.id, userId: viewer.userId });
    await changed();
    return outcome;
  });
}
