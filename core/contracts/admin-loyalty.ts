/**
 * /api/admin/loyalty* (admins): the programme's settings, VIP levels, missions, customers with their ledger and
 * manual adjustments, every voucher, and what the programme owes.
 */
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
} from '../schemas/loyalty';
import { PageQuery } from '../schemas/page';
import type { Endpoint } from './endpoint';

const NoQuery = z.object({});

export const getLoyaltySettings = {
  method: 'GET',
  path: '/api/admin/loyalty/settings',
  query: NoQuery,
  responses: { 200: LoyaltySettingsView },
} as const satisfies Endpoint;

export const updateLoyaltySettings = {
  method: 'PUT',
  path: '/api/admin/loyalty/settings',
  body: LoyaltySettingsInput,
  responses: { 200: LoyaltySettingsView },
} as const satisfies Endpoint;

export const listVipLevels = {
  method: 'GET',
  path: '/api/admin/loyalty/vip-levels',
  query: NoQuery,
  responses: { 200: z.array(VipLevelView) },
} as const satisfies Endpoint;

export const createVipLevel = {
  method: 'POST',
  path: '/api/admin/loyalty/vip-levels',
  body: VipLevelInput,
  responses: { 201: VipLevelView },
  errors: ['VIP_LEVEL_EXISTS'],
} as const satisfies Endpoint;

export const updateVipLevel = {
  method: 'PUT',
  path: '/api/admin/loyalty/vip-levels/:id',
  params: IdParams,
  body: VipLevelInput,
  responses: { 200: VipLevelView },
  errors: ['VIP_LEVEL_NOT_FOUND', 'VIP_LEVEL_EXISTS'],
} as const satisfies Endpoint;

export const listMissions = {
  method: 'GET',
  path: '/api/admin/loyalty/missions',
  query: NoQuery,
  responses: { 200: z.array(AdminMissionView) },
} as const satisfies Endpoint;

export const createMission = {
  method: 'POST',
  path: '/api/admin/loyalty/missions',
  body: MissionInput,
  responses: { 201: AdminMissionView },
} as const satisfies Endpoint;

export const updateMission = {
  method: 'PUT',
  path: '/api/admin/loyalty/missions/:id',
  params: IdParams,
  body: MissionInput,
  responses: { 200: AdminMissionView },
  errors: ['MISSION_NOT_FOUND'],
} as const satisfies Endpoint;

export const patchMission = {
  method: 'PATCH',
  path: '/api/admin/loyalty/missions/:id',
  params: IdParams,
  body: MissionPatch,
  responses: { 200: AdminMissionView },
  errors: ['MISSION_NOT_FOUND'],
} as const satisfies Endpoint;

export const listLoyaltyCustomers = {
  method: 'GET',
  path: '/api/admin/loyalty/customers',
  query: LoyaltyCustomersQuery,
  responses: { 200: LoyaltyCustomersPage },
} as const satisfies Endpoint;

export const listCustomerTransactions = {
  method: 'GET',
  path: '/api/admin/loyalty/customers/:id/transactions',
  params: IdParams,
  query: PageQuery,
  responses: { 200: LoyaltyTransactionsPage },
} as const satisfies Endpoint;

export const adjustCustomerPoints = {
  method: 'POST',
  path: '/api/admin/loyalty/customers/:id/adjustments',
  params: IdParams,
  body: AdjustmentInput,
  responses: { 200: AdjustmentResultView },
  errors: ['LOYALTY_CUSTOMER_NOT_FOUND', 'ADJUSTMENT_BELOW_ZERO'],
} as const satisfies Endpoint;

export const listVouchers = {
  method: 'GET',
  path: '/api/admin/loyalty/vouchers',
  query: AdminVouchersQuery,
  responses: { 200: z.array(AdminVoucherView) },
} as const satisfies Endpoint;

export const getLiability = {
  method: 'GET',
  path: '/api/admin/loyalty/liability',
  query: NoQuery,
  responses: { 200: LoyaltyLiabilityView },
} as const satisfies Endpoint;
