/**
 * /api/me/loyalty* and /api/me/vouchers*: the signed-in customer's own loyalty. Every query is scoped
 * by the session's customer id, never by an id from the request alone.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MISSION_MESSAGES } from '@core/loyalty-missions';
import {
  ClaimParams,
  ClaimResult,
  CustomerMissionView,
  LoyaltySummaryView,
  LoyaltyTransactionsPage,
  VoucherExchangeResult,
  VoucherView,
} from '@core/schemas/loyalty';
import { PageQuery } from '@core/schemas/page';
import { VoucherExchangeInput } from '@core/schemas/voucher';
import { customerOf, requireCustomer } from '../../plugins/auth';
import { claimMissionReward } from './claim-mission-reward';
import { exchangePointsForVoucher } from './exchange-points-for-voucher';
import { getLoyaltySummary } from './get-loyalty-summary';
import { listCustomerMissions } from './list-customer-missions';
import { listCustomerVouchers } from './list-customer-vouchers';
import { listLoyaltyTransactions } from './list-loyalty-transactions';
import { voucherView } from './loyalty-views';

const NoQuery = z.object({});

export async function loyaltyRoutes(scope: FastifyInstance) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { db } = scope.database;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/me/loyalty', { schema: { querystring: NoQuery, response: { 200: LoyaltySummaryView } }, onRequest: requireCustomer }, async (request) => {
    const { customerId } = await customerOf(request);
    return getLoyaltySummary({ db, customerId });
  });

  app.get(
    '/api/me/loyalty/transactions',
    { schema: { querystring: PageQuery, response: { 200: LoyaltyTransactionsPage } }, onRequest: requireCustomer },
    async (request) => {
      const { customerId } = await customerOf(request);
      return listLoyaltyTransactions({ db, customerId, page: request.query.page });
    },
  );

  app.get(
    '/api/me/loyalty/missions',
    { schema: { querystring: NoQuery, response: { 200: z.array(CustomerMissionView) } }, onRequest: requireCustomer },
    async (request) => {
      const { customerId } = await customerOf(request);
      return listCustomerMissions({ db, customerId });
    },
  );

  app.post(
    '/api/me/loyalty/missions/:id/claim',
    { schema: { params: ClaimParams, body: z.object({}).optional(), response: { 200: ClaimResult } }, onRequest: requireCustomer },
    async (request) => {
      const { customerId } = await customerOf(request);
      const result = await claimMissionReward({ db, customerId, progressId: request.params.id });
      return { ...result, message: MISSION_MESSAGES.claimed };
    },
  );

  app.get('/api/me/vouchers', { schema: { querystring: NoQuery, response: { 200: z.array(VoucherView) } }, onRequest: requireCustomer }, async (request) => {
    const { customerId } = await customerOf(request);
    return listCustomerVouchers({ db, customerId });
  });

  app.post(
    '/api/me/vouchers/exchange',
    { schema: { body: VoucherExchangeInput, response: { 200: VoucherExchangeResult } }, onRequest: requireCustomer },
    async (request) => {
      const { customerId } = await customerOf(request);
      const { voucher, message } = await exchangePointsForVoucher({ db, customerId, points: request.body.points });
      const summary = await getLoyaltySummary({ db, customerId });
      return { message, voucher: voucherView(voucher), balance: summary.balance };
    },
  );
}
