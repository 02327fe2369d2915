/**
 * /api/me/loyalty* and /api/me/vouchers*: the signed-in customer's own loyalty. Every query is scoped
 * by the session's customer id, never by an id from the request alone.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as endpoints from '@core/contracts/loyalty';
import { MISSION_MESSAGES } from '@core/loyalty-missions';
import { endpointRoute } from '../../lib/endpoint-route';
import { customerOf, requireCustomer } from '../../plugins/auth';
import { claimMissionReward } from './claim-mission-reward';
import { exchangePointsForVoucher } from './exchange-points-for-voucher';
import { getLoyaltySummary } from './get-loyalty-summary';
import { listCustomerMissions } from './list-customer-missions';
import { listCustomerVouchers } from './list-customer-vouchers';
import { listLoyaltyTransactions } from './list-loyalty-transactions';
import { voucherView } from './loyalty-views';

export async function loyaltyRoutes(scope: FastifyInstance) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { db } = scope.database;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.route({
    ...endpointRoute(app, endpoints.getLoyaltySummary),
    onRequest: requireCustomer,
    handler: async (request) => {
      const { customerId } = await customerOf(request);
      return getLoyaltySummary({ db, customerId });
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.listLoyaltyTransactions),
    onRequest: requireCustomer,
    handler: async (request) => {
      const { customerId } = await customerOf(request);
      return listLoyaltyTransactions({ db, customerId, page: request.query.page });
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.listMissions),
    onRequest: requireCustomer,
    handler: async (request) => {
      const { customerId } = await customerOf(request);
      return listCustomerMissions({ db, customerId });
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.claimMission),
    onRequest: requireCustomer,
    handler: async (request) => {
      const { customerId } = await customerOf(request);
      const result = await claimMissionReward({ db, customerId, progressId: request.params.id });
      return { ...result, message: MISSION_MESSAGES.claimed };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.listVouchers),
    onRequest: requireCustomer,
    handler: async (request) => {
      const { customerId } = await customerOf(request);
      return listCustomerVouchers({ db, customerId });
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.exchangePoints),
    onRequest: requireCustomer,
    handler: async (request) => {
      const { customerId } = await customerOf(request);
      const { voucher, message } = await exchangePointsForVoucher({ db, customerId, points: request.body.points });
      const summary = await getLoyaltySummary({ db, customerId });
      return { message, voucher: voucherView(voucher), balance: summary.balance };
    },
  });
}
