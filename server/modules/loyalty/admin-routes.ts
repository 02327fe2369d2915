/**
 * /api/admin/loyalty* (back-office, admins only): settings, VIP levels, missions, customers and their
 * ledger, manual adjustments, every voucher and what the programme owes. Registered inside the guarded
 * admin scope (staff only); each route adds requireAdmin. Changes to the settings drop the catalogue
 * snapshot (the cart's promise reads points_per_tnd from it).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdjustmentInput,
  AdjustmentResultView,
  AdminMissionView,
  AdminVoucherView,
  AdminVouchersQuery,
  IdParams,
  LoyaltyCustomersPage,
  LoyaltyCustomersQuery,
  LoyaltyLiabilityView,
  LoyaltySettingsInput,
  LoyaltySettingsView,
  LoyaltyTransactionsPage,
  MissionInput,
  MissionPatch,
  VipLevelInput,
  VipLevelView,
} from '@core/schemas/loyalty';
import { PageQuery } from '@core/schemas/page';
import { asc } from 'drizzle-orm';
import { vipLevels } from '../../db/schema/index';
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

const NoQuery = z.object({});

export async function adminLoyaltyRoutes(scope: FastifyInstance) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { db } = scope.database;
  const missionById = async (id: number) => (await listAdminMissions({ db })).find((m) => m.id === id)!;

  app.get('/loyalty/settings', { schema: { querystring: NoQuery, response: { 200: LoyaltySettingsView } }, onRequest: requireAdmin }, async () =>
    getLoyaltySettings({ db }),
  );

  app.put('/loyalty/settings', { schema: { body: LoyaltySettingsInput, response: { 200: LoyaltySettingsView } }, onRequest: requireAdmin }, async (request) => {
    const { userId } = await viewerOf(request);
    const saved = await updateLoyaltySettings({ db, input: request.body, userId });
    await scope.catalog?.invalidate();
    return saved;
  });

  app.get('/loyalty/vip-levels', { schema: { querystring: NoQuery, response: { 200: z.array(VipLevelView) } }, onRequest: requireAdmin }, async () =>
    (await db.select().from(vipLevels).orderBy(asc(vipLevels.min_spent), asc(vipLevels.id))).map(vipLevelView),
  );

  app.post('/loyalty/vip-levels', { schema: { body: VipLevelInput, response: { 201: VipLevelView } }, onRequest: requireAdmin }, async (request, reply) => {
    const { userId } = await viewerOf(request);
    const saved = await saveVipLevel({ db, input: request.body, userId });
    await scope.catalog?.invalidate();
    return reply.status(201).send(saved);
  });

  app.put(
    '/loyalty/vip-levels/:id',
    { schema: { params: IdParams, body: VipLevelInput, response: { 200: VipLevelView } }, onRequest: requireAdmin },
    async (request) => {
      const { userId } = await viewerOf(request);
      const saved = await saveVipLevel({ db, id: request.params.id, input: request.body, userId });
      await scope.catalog?.invalidate();
      return saved;
    },
  );

  app.get('/loyalty/missions', { schema: { querystring: NoQuery, response: { 200: z.array(AdminMissionView) } }, onRequest: requireAdmin }, async () =>
    listAdminMissions({ db }),
  );

  app.post('/loyalty/missions', { schema: { body: MissionInput, response: { 201: AdminMissionView } }, onRequest: requireAdmin }, async (request, reply) => {
    const { userId } = await viewerOf(request);
    const created = await saveMission({ db, input: request.body, userId });
    return reply.status(201).send(await missionById(created.id));
  });

  app.put(
    '/loyalty/missions/:id',
    { schema: { params: IdParams, body: MissionInput, response: { 200: AdminMissionView } }, onRequest: requireAdmin },
    async (request) => {
      const { userId } = await viewerOf(request);
      await saveMission({ db, id: request.params.id, input: request.body, userId });
      return missionById(request.params.id);
    },
  );

  app.patch(
    '/loyalty/missions/:id',
    { schema: { params: IdParams, body: MissionPatch, response: { 200: AdminMissionView } }, onRequest: requireAdmin },
    async (request) => {
      const { userId } = await viewerOf(request);
      await saveMission({ db, id: request.params.id, input: request.body, userId });
      return missionById(request.params.id);
    },
  );

  app.get(
    '/loyalty/customers',
    { schema: { querystring: LoyaltyCustomersQuery, response: { 200: LoyaltyCustomersPage } }, onRequest: requireAdmin },
    async (request) => listLoyaltyCustomers({ db, q: request.query.q, page: request.query.page }),
  );

  app.get(
    '/loyalty/customers/:id/transactions',
    { schema: { params: IdParams, querystring: PageQuery, response: { 200: LoyaltyTransactionsPage } }, onRequest: requireAdmin },
    async (request) => listLoyaltyTransactions({ db, customerId: request.params.id, page: request.query.page }),
  );

  app.post(
    '/loyalty/customers/:id/adjustments',
    { schema: { params: IdParams, body: AdjustmentInput, response: { 200: AdjustmentResultView } }, onRequest: requireAdmin },
    async (request) => {
      const { userId } = await viewerOf(request);
      return adjustCustomerPoints({ db, customerId: request.params.id, input: request.body, userId });
    },
  );

  app.get(
    '/loyalty/vouchers',
    { schema: { querystring: AdminVouchersQuery, response: { 200: z.array(AdminVoucherView) } }, onRequest: requireAdmin },
    async (request) => listAllVouchers({ db, status: request.query.status, q: request.query.q }),
  );

  app.get('/loyalty/liability', { schema: { querystring: NoQuery, response: { 200: LoyaltyLiabilityView } }, onRequest: requireAdmin }, async () =>
    getLoyaltyLiability({ db }),
  );
}
