/** /api/me/loyalty* and /api/me/vouchers*: the signed-in customer's own points, ledger, missions and vouchers. */
import { z } from 'zod';
import {
  ClaimParams,
  ClaimResult,
  CustomerMissionView,
  LoyaltySummaryView,
  LoyaltyTransactionsPage,
  VoucherExchangeResult,
  VoucherView,
} from '../schemas/loyalty';
import { PageQuery } from '../schemas/page';
import { VoucherExchangeInput } from '../schemas/voucher';
import type { Endpoint } from './endpoint';

const NoQuery = z.object({});

export const getLoyaltySummary = {
  method: 'GET',
  path: '/api/me/loyalty',
  query: NoQuery,
  responses: { 200: LoyaltySummaryView },
  errors: ['LOYALTY_NO_CUSTOMER'],
} as const satisfies Endpoint;

export const listLoyaltyTransactions = {
  method: 'GET',
  path: '/api/me/loyalty/transactions',
  query: PageQuery,
  responses: { 200: LoyaltyTransactionsPage },
} as const satisfies Endpoint;

export const listMissions = {
  method: 'GET',
  path: '/api/me/loyalty/missions',
  query: NoQuery,
  responses: { 200: z.array(CustomerMissionView) },
} as const satisfies Endpoint;

export const claimMission = {
  method: 'POST',
  path: '/api/me/loyalty/missions/:id/claim',
  params: ClaimParams,
  body: z.object({}).optional(),
  responses: { 200: ClaimResult },
  errors: ['MISSION_CLAIM_FAILED', 'LOYALTY_CUSTOMER_NOT_FOUND'],
} as const satisfies Endpoint;

export const listVouchers = { method: 'GET', path: '/api/me/vouchers', query: NoQuery, responses: { 200: z.array(VoucherView) } } as const satisfies Endpoint;

export const exchangePoints = {
  method: 'POST',
  path: '/api/me/vouchers/exchange',
  body: VoucherExchangeInput,
  responses: { 200: VoucherExchangeResult },
  errors: ['LOYALTY_DISABLED', 'VOUCHER_CONDITIONS', 'VOUCHER_INSUFFICIENT_BALANCE', 'VOUCHER_MINIMUM', 'LOYALTY_CUSTOMER_NOT_FOUND', 'LOYALTY_NO_CUSTOMER'],
} as const satisfies Endpoint;
