/**
 * The back-office catalogue under the guarded /api/admin scope (staff only): categories, products and
 * their accompaniment links, accompaniments, and the sold-out switch. Each write is committed with its app
 * event, then the public catalogue cache is invalidated (NOTIFY) so every instance's shop shows it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as endpoints from '@core/contracts/admin-catalog';
import { viewerOf } from '../../plugins/auth';
import { AppError } from '../../errors';
import { endpointRoute } from '../../lib/endpoint-route';
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
import { setSoldOut } from './set-sold-out';

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
  app.route({
    ...endpointRoute(app, endpoints.listCategories),
    handler: async () => ({ categories: await listAdminCategories({ db }) }),
  });
  app.route({
    ...endpointRoute(app, endpoints.createCategory),
    handler: async (request, reply) => {
      const category = await write(request, (userId) => saveCategory({ db, id: null, input: request.body, userId }));
      return reply.status(201).send({ category });
    },
  });
  app.route({
    ...endpointRoute(app, endpoints.reorderCategories),
    handler: async (request) => {
      await write(request, (userId) => reorderCategories({ db, ids: request.body.ids, userId }));
      return { categories: await listAdminCategories({ db }) };
    },
  });
  app.route({
    ...endpointRoute(app, endpoints.updateCategory),
    handler: async (request) => ({
      category: await write(request, (userId) => saveCategory({ db, id: request.params.id, input: request.body, userId })),
    }),
  });
  app.route({
    ...endpointRoute(app, endpoints.deleteCategory),
    handler: async (request) => {
      await write(request, (userId) => deleteCategory({ db, id: request.params.id, userId }));
      return { ok: true as const };
    },
  });

  // Products
  app.route({
    ...endpointRoute(app, endpoints.listProducts),
    handler: async (request) => listAdminProducts({ db, query: request.query }),
  });
  app.route({
    ...endpointRoute(app, endpoints.getProduct),
    handler: async (request) => {
      const product = await getAdminProduct({ db, id: request.params.id });
      if (!product) throw new AppError('PRODUCT_NOT_FOUND');
      return { product };
    },
  });
  app.route({
    ...endpointRoute(app, endpoints.createProduct),
    handler: async (request, reply) => {
      const product = await write(request, (userId) => saveProduct({ db, id: null, input: request.body, userId }));
      return reply.status(201).send({ product });
    },
  });
  app.route({
    ...endpointRoute(app, endpoints.updateProduct),
    handler: async (request) => ({
      product: await write(request, (userId) => saveProduct({ db, id: request.params.id, input: request.body, userId })),
    }),
  });
  app.route({
    ...endpointRoute(app, endpoints.setProductSwitches),
    handler: async (request) => ({
      product: await write(request, (userId) => setProductSwitches({ db, id: request.params.id, switches: request.body, userId })),
    }),
  });
  app.route({
    ...endpointRoute(app, endpoints.replaceProductAccompaniments),
    handler: async (request) => ({
      product: await write(request, (userId) =>
        replaceProductAccompaniments({ db, produitId: request.params.id, accompagnementIds: request.body.accompagnement_ids, userId }),
      ),
    }),
  });
  app.route({
    ...endpointRoute(app, endpoints.setProductSoldOut),
    handler: async (request) => {
      await write(request, (userId) => setSoldOut({ db, kind: 'produit', id: request.params.id, input: request.body, userId }));
      return { product: (await getAdminProduct({ db, id: request.params.id }))! };
    },
  });
  app.route({
    ...endpointRoute(app, endpoints.deleteProduct),
    handler: async (request) => write(request, (userId) => deleteProduct({ db, id: request.params.id, userId })),
  });

  // Option groups of a product
  app.route({
    ...endpointRoute(app, endpoints.listOptionGroups),
    handler: async (request) => ({ groupes: await listOptionGroups({ db, produitId: request.params.id }) }),
  });
  app.route({
    ...endpointRoute(app, endpoints.createOptionGroup),
    handler: async (request, reply) => {
      const groupe = await write(request, (userId) => saveOptionGroup({ db, produitId: request.params.id, groupId: null, input: request.body, userId }));
      return reply.status(201).send({ groupe });
    },
  });
  app.route({
    ...endpointRoute(app, endpoints.reorderOptionGroups),
    handler: async (request) => {
      await write(request, (userId) => reorderOptionGroups({ db, produitId: request.params.id, ids: request.body.ids, userId }));
      return { groupes: await listOptionGroups({ db, produitId: request.params.id }) };
    },
  });
  app.route({
    ...endpointRoute(app, endpoints.updateOptionGroup),
    handler: async (request) => ({
      groupe: await write(request, (userId) =>
        saveOptionGroup({ db, produitId: request.params.id, groupId: request.params.groupId, input: request.body, userId }),
      ),
    }),
  });
  app.route({
    ...endpointRoute(app, endpoints.deleteOptionGroup),
    handler: async (request) => {
      await write(request, (userId) => deleteOptionGroup({ db, produitId: request.params.id, groupId: request.params.groupId, userId }));
      return { ok: true as const };
    },
  });

  // Accompaniments
  app.route({
    ...endpointRoute(app, endpoints.listAccompaniments),
    handler: async () => ({ accompagnements: await listAdminAccompaniments({ db }) }),
  });
  app.route({
    ...endpointRoute(app, endpoints.createAccompaniment),
    handler: async (request, reply) => {
      const accompagnement = await write(request, (userId) => saveAccompaniment({ db, id: null, input: request.body, userId }));
      return reply.status(201).send({ accompagnement });
    },
  });
  app.route({
    ...endpointRoute(app, endpoints.updateAccompaniment),
    handler: async (request) => ({
      accompagnement: await write(request, (userId) => saveAccompaniment({ db, id: request.params.id, input: request.body, userId })),
    }),
  });
  app.route({
    ...endpointRoute(app, endpoints.setAccompanimentSoldOut),
    handler: async (request) => {
      await write(request, (userId) => setSoldOut({ db, kind: 'accompagnement', id: request.params.id, input: request.body, userId }));
      return { accompagnement: (await getAdminAccompaniment({ db, id: request.params.id }))! };
    },
  });
  app.route({
    ...endpointRoute(app, endpoints.deleteAccompaniment),
    handler: async (request) => write(request, (userId) => deleteAccompaniment({ db, id: request.params.id, userId })),
  });
}
