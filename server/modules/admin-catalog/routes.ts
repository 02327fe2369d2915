/**
 * The back-office catalogue under the guarded /api/admin scope (staff only): categories, products and
 * their side-dish links, side dishes, and the sold-out switch. Each write is committed with its app
 * event, then the public catalogue cache is invalidated (NOTIFY) so every instance's shop shows it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { AdminOptionGroupView, AdminOptionGroupsView, OptionGroupInput, OptionGroupOrderInput, OptionGroupParams } from '@core/schemas/option-groups';
import { viewerOf } from '../../plugins/auth';
import { AppError } from '../../errors';
import { listAdminAccompaniments, getAdminAccompaniment } from './accompaniments';
import { listAdminCategories } from './categories';
import { deleteAccompaniment } from './delete-accompaniment';
import { deleteCategory } from './delete-category';
import { deleteProduct } from './delete-product';
import { deleteOptionGroup, listOptionGroups, reorderOptionGroups, saveOptionGroup } from './option-groups';
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
  /** A write in the signed-in staff member's name (its app event says who), then the catalogue cache is dropped. */
  const write = async <T>(request: FastifyRequest, save: (userId: string) => Promise<T>): Promise<T> => {
    const { userId } = await viewerOf(request);
    const result = await save(userId);
    await app.catalog.invalidate();
    return result;
  };

  // Categories
  app.get('/categories', { schema: { querystring: NoQuery, response: { 200: AdminCategoriesView } } }, async () => ({
    categories: await listAdminCategories({ db }),
  }));
  app.post('/categories', { schema: { body: CategoryInput, response: { 201: z.object({ category: AdminCategoryView }) } } }, async (request, reply) => {
    const category = await write(request, (userId) => saveCategory({ db, id: null, input: request.body, userId }));
    return reply.status(201).send({ category });
  });
  app.put('/categories/order', { schema: { body: CategoryOrderInput, response: { 200: AdminCategoriesView } } }, async (request) => {
    await write(request, (userId) => reorderCategories({ db, ids: request.body.ids, userId }));
    return { categories: await listAdminCategories({ db }) };
  });
  app.put(
    '/categories/:id',
    { schema: { params: IdParams, body: CategoryInput, response: { 200: z.object({ category: AdminCategoryView }) } } },
    async (request) => ({ category: await write(request, (userId) => saveCategory({ db, id: request.params.id, input: request.body, userId })) }),
  );
  app.delete('/categories/:id', { schema: { params: IdParams, response: { 200: OkView } } }, async (request) => {
    await write(request, (userId) => deleteCategory({ db, id: request.params.id, userId }));
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
    const product = await write(request, (userId) => saveProduct({ db, id: null, input: request.body, userId }));
    return reply.status(201).send({ product });
  });
  app.put(
    '/products/:id',
    { schema: { params: IdParams, body: ProductInput, response: { 200: z.object({ product: AdminProductView }) } } },
    async (request) => ({ product: await write(request, (userId) => saveProduct({ db, id: request.params.id, input: request.body, userId })) }),
  );
  app.patch(
    '/products/:id',
    { schema: { params: IdParams, body: ProductSwitchesInput, response: { 200: z.object({ product: AdminProductView }) } } },
    async (request) => ({
      product: await write(request, (userId) => setProductSwitches({ db, id: request.params.id, switches: request.body, userId })),
    }),
  );
  app.put(
    '/products/:id/accompagnements',
    { schema: { params: IdParams, body: AccompanimentLinksInput, response: { 200: z.object({ product: AdminProductView }) } } },
    async (request) => ({
      product: await write(request, (userId) =>
        replaceProductAccompaniments({ db, produitId: request.params.id, accompagnementIds: request.body.accompagnement_ids, userId }),
      ),
    }),
  );
  app.put(
    '/products/:id/rupture',
    { schema: { params: IdParams, body: RuptureInput, response: { 200: z.object({ product: AdminProductView }) } } },
    async (request) => {
      await write(request, (userId) => setRupture({ db, kind: 'produit', id: request.params.id, input: request.body, userId }));
      return { product: (await getAdminProduct({ db, id: request.params.id }))! };
    },
  );
  app.delete('/products/:id', { schema: { params: IdParams, response: { 200: DeleteOutcome } } }, async (request) =>
    write(request, (userId) => deleteProduct({ db, id: request.params.id, userId })),
  );

  // Option groups of a product (issue 21)
  app.get(
    '/products/:id/option-groups',
    { config: { errors: ['PRODUCT_NOT_FOUND'] }, schema: { params: IdParams, querystring: NoQuery, response: { 200: AdminOptionGroupsView } } },
    async (request) => ({ groupes: await listOptionGroups({ db, produitId: request.params.id }) }),
  );
  app.post(
    '/products/:id/option-groups',
    {
      config: { errors: ['PRODUCT_NOT_FOUND'] },
      schema: { params: IdParams, body: OptionGroupInput, response: { 201: z.object({ groupe: AdminOptionGroupView }) } },
    },
    async (request, reply) => {
      const groupe = await write(request, (userId) => saveOptionGroup({ db, produitId: request.params.id, groupId: null, input: request.body, userId }));
      return reply.status(201).send({ groupe });
    },
  );
  app.put(
    '/products/:id/option-groups/order',
    {
      config: { errors: ['PRODUCT_NOT_FOUND', 'OPTION_GROUP_ORDER_MISMATCH'] },
      schema: { params: IdParams, body: OptionGroupOrderInput, response: { 200: AdminOptionGroupsView } },
    },
    async (request) => {
      await write(request, (userId) => reorderOptionGroups({ db, produitId: request.params.id, ids: request.body.ids, userId }));
      return { groupes: await listOptionGroups({ db, produitId: request.params.id }) };
    },
  );
  app.put(
    '/products/:id/option-groups/:groupId',
    {
      config: { errors: ['PRODUCT_NOT_FOUND', 'OPTION_GROUP_NOT_FOUND', 'OPTION_NOT_IN_GROUP'] },
      schema: { params: OptionGroupParams, body: OptionGroupInput, response: { 200: z.object({ groupe: AdminOptionGroupView }) } },
    },
    async (request) => ({
      groupe: await write(request, (userId) =>
        saveOptionGroup({ db, produitId: request.params.id, groupId: request.params.groupId, input: request.body, userId }),
      ),
    }),
  );
  app.delete(
    '/products/:id/option-groups/:groupId',
    { config: { errors: ['OPTION_GROUP_NOT_FOUND'] }, schema: { params: OptionGroupParams, response: { 200: OkView } } },
    async (request) => {
      await write(request, (userId) => deleteOptionGroup({ db, produitId: request.params.id, groupId: request.params.groupId, userId }));
      return { ok: true as const };
    },
  );

  // Side dishes
  app.get('/accompagnements', { schema: { querystring: NoQuery, response: { 200: AdminAccompanimentsView } } }, async () => ({
    accompagnements: await listAdminAccompaniments({ db }),
  }));
  app.post(
    '/accompagnements',
    { schema: { body: AccompanimentInput, response: { 201: z.object({ accompagnement: AdminAccompanimentView }) } } },
    async (request, reply) => {
      const accompagnement = await write(request, (userId) => saveAccompaniment({ db, id: null, input: request.body, userId }));
      return reply.status(201).send({ accompagnement });
    },
  );
  app.put(
    '/accompagnements/:id',
    { schema: { params: IdParams, body: AccompanimentInput, response: { 200: z.object({ accompagnement: AdminAccompanimentView }) } } },
    async (request) => ({
      accompagnement: await write(request, (userId) => saveAccompaniment({ db, id: request.params.id, input: request.body, userId })),
    }),
  );
  app.put(
    '/accompagnements/:id/rupture',
    { schema: { params: IdParams, body: RuptureInput, response: { 200: z.object({ accompagnement: AdminAccompanimentView }) } } },
    async (request) => {
      await write(request, (userId) => setRupture({ db, kind: 'accompagnement', id: request.params.id, input: request.body, userId }));
      return { accompagnement: (await getAdminAccompaniment({ db, id: request.params.id }))! };
    },
  );
  app.delete('/accompagnements/:id', { schema: { params: IdParams, response: { 200: DeleteOutcome } } }, async (request) =>
    write(request, (userId) => deleteAccompaniment({ db, id: request.params.id, userId })),
  );
}
