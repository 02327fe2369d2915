/**
 * /api/admin/loyalty* (back-office, admins only): settings, VIP levels, missions, customers and their
 * ledger, manual adjustments, every voucher and what the programme owes. Registered inside the guarded
 * admin scope (staff only); each route adds requireAdmin. Changes to the settings drop the catalogue
 * snapshot (the cart's promise reads points_per_tnd from it).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as endpoints from '@core/contracts/admin-loyalty';
import { asc } from 'drizzle-orm';
import { vipLevels } from '../../db/schema/index';
import { endpointRoute } from '../../lib/endpoint-route';
import { requireAdmin, viewerOf } from '../../plugins/auth';
import { adjustCustomerPoints } from './adjust-customer-points';
import { getLoyaltyLiability } from './get-loyalty-liability';
import { getLoyaltySettings } from './get-loyalty-settings';
import { listAdminMissions } from './list-admin-missions';
import { listAllVouchers } from './list-all-vouchers';
import { listLoyaltyCustomers } from './list-loyalty-customers';
import { listLoyaltyTransactions } from './list-loyalty-transactions';
import { vipLevelView } from './loyalty-views';
import { saveMission } from './save-mission';
import { saveVipLevel } from './save-vip-level';
import { updateLoyaltySettings } from './update-loyalty-settings';

export async function adminLoyaltyRoutes(scope: FastifyInstance) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { db } = scope.database;
  const missionById = async (id: number) => (await listAdminMissions({ db })).find((m) => m.id === id)!;
  const admin = { onRequest: requireAdmin };

  app.route({ ...endpointRoute(app, endpoints.getLoyaltySettings), ...admin, handler: async () => getLoyaltySettings({ db }) });

  app.route({
    ...endpointRoute(app, endpoints.updateLoyaltySettings),
    ...admin,
    handler: async (request) => {
      const { userId } = await viewerOf(request);
      const saved = await updateLoyaltySettings({ db, input: request.body, userId });
      await scope.catalog?.invalidate();
      return saved;
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.listVipLevels),
    ...admin,
    handler: async () => (await db.select().from(vipLevels).orderBy(asc(vipLevels.min_spent), asc(vipLevels.id))).map(vipLevelView),
  });

  app.route({
    ...endpointRoute(app, endpoints.createVipLevel),
    ...admin,
    handler: async (request, reply) => {
      const { userId } = await viewerOf(request);
      const saved = await saveVipLevel({ db, input: request.body, userId });
      await scope.catalog?.invalidate();
      return reply.status(201).send(saved);
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.updateVipLevel),
    ...admin,
    handler: async (request) => {
      const { userId } = await viewerOf(request);
      const saved = await saveVipLevel({ db, id: request.params.id, input: request.body, userId });
      await scope.catalog?.invalidate();
      return saved;
    },
  });

  app.route({ ...endpointRoute(app, endpoints.listMissions), ...admin, handler: async () => listAdminMissions({ db }) });

  app.route({
    ...endpointRoute(app, endpoints.createMission),
    ...admin,
    handler: async (request, reply) => {
      const { userId } = await viewerOf(request);
      const created = await saveMission({ db, input: request.body, userId });
      return reply.status(201).send(await missionById(created.id));
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.updateMission),
    ...admin,
    handler: async (request) => {
      const { userId } = await viewerOf(request);
      await saveMission({ db, id: request.params.id, input: request.body, userId });
      return missionById(request.params.id);
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.patchMission),
    ...admin,
    handler: async (request) => {
      const { userId } = await viewerOf(request);
      await saveMission({ db, id: request.params.id, input: request.body, userId });
      return missionById(request.params.id);
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.listLoyaltyCustomers),
    ...admin,
    handler: async (request) => listLoyaltyCustomers({ db, q: request.query.q, page: request.query.page }),
  });

  app.route({
    ...endpointRoute(app, endpoints.listCustomerTransactions),
    ...admin,
    handler: async (request) => listLoyaltyTransactions({ db, customerId: request.params.id, page: request.query.page }),
  });

  app.route({
    ...endpointRoute(app, endpoints.adjustCustomerPoints),
    ...admin,
    handler: async (request) => {
      const { userId } = await viewerOf(request);
      return adjustCustomerPoints({ db, customerId: request.params.id, input: request.body, userId });
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.listVouchers),
    ...admin,
    handler: async (request) => listAllVouchers({ db, status: request.query.status, q: request.query.q }),
  });

  app.route({ ...endpointRoute(app, endpoints.getLiability), ...admin, handler: async () => getLoyaltyLiability({ db }) });
}
