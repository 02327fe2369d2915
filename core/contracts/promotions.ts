/**
 * Promotions. The shop: the automatic offers running now (badges, the home page's strip) and the
 * code check, which prices the cart as the server will (the rule of core/promotion-pricing.ts). The
 * back-office (/api/admin/promotions*): admins create, edit, duplicate, end offers and generate single-use
 * codes; operators see them and may only pause and resume.
 */
import { z } from 'zod';
import { DashboardPeriodQuery } from '../schemas/dashboard';
import { IdParams } from '../schemas/loyalty';
import {
  AdminPromotionView,
  CheckPromoCodeInput,
  GenerateCodesInput,
  PromoQuoteView,
  PromotionInput,
  PromotionRuleView,
  PromotionStatsView,
  PromotionsFiguresView,
} from '../schemas/promotions';
import type { Endpoint } from './endpoint';
import { PROMO_QUOTE_ERRORS } from './promo-quote-errors';

const NoQuery = z.object({});
const NoBody = z.object({}).optional();
const CsvView = z.object({ filename: z.string(), csv: z.string() });

export const listActivePromotions = {
  method: 'GET',
  path: '/api/promotions',
  query: NoQuery,
  responses: { 200: z.array(PromotionRuleView) },
} as const satisfies Endpoint;

export const checkPromoCode = {
  method: 'POST',
  path: '/api/promotions/quote',
  body: CheckPromoCodeInput,
  responses: { 200: PromoQuoteView },
  errors: PROMO_QUOTE_ERRORS,
} as const satisfies Endpoint;

export const listAdminPromotions = {
  method: 'GET',
  path: '/api/admin/promotions',
  query: NoQuery,
  responses: { 200: z.array(AdminPromotionView) },
} as const satisfies Endpoint;

export const getAdminPromotion = {
  method: 'GET',
  path: '/api/admin/promotions/:id',
  params: IdParams,
  query: NoQuery,
  responses: { 200: AdminPromotionView },
  errors: ['PROMOTION_NOT_FOUND'],
} as const satisfies Endpoint;

export const createPromotion = {
  method: 'POST',
  path: '/api/admin/promotions',
  body: PromotionInput,
  responses: { 201: AdminPromotionView },
  errors: ['PROMOTION_CODE_EXISTS'],
} as const satisfies Endpoint;

export const updatePromotion = {
  method: 'PUT',
  path: '/api/admin/promotions/:id',
  params: IdParams,
  body: PromotionInput,
  responses: { 200: AdminPromotionView },
  errors: ['PROMOTION_NOT_FOUND', 'PROMOTION_CODE_EXISTS', 'PROMOTION_ENDED'],
} as const satisfies Endpoint;

export const duplicatePromotion = {
  method: 'POST',
  path: '/api/admin/promotions/:id/duplicate',
  params: IdParams,
  body: NoBody,
  responses: { 201: AdminPromotionView },
  errors: ['PROMOTION_NOT_FOUND'],
} as const satisfies Endpoint;

export const pausePromotion = {
  method: 'POST',
  path: '/api/admin/promotions/:id/pause',
  params: IdParams,
  body: NoBody,
  responses: { 200: AdminPromotionView },
  errors: ['PROMOTION_NOT_FOUND', 'PROMOTION_ENDED'],
} as const satisfies Endpoint;

export const resumePromotion = {
  method: 'POST',
  path: '/api/admin/promotions/:id/resume',
  params: IdParams,
  body: NoBody,
  responses: { 200: AdminPromotionView },
  errors: ['PROMOTION_NOT_FOUND', 'PROMOTION_ENDED'],
} as const satisfies Endpoint;

export const endPromotion = {
  method: 'POST',
  path: '/api/admin/promotions/:id/end',
  params: IdParams,
  body: NoBody,
  responses: { 200: AdminPromotionView },
  errors: ['PROMOTION_NOT_FOUND'],
} as const satisfies Endpoint;

export const generatePromotionCodes = {
  method: 'POST',
  path: '/api/admin/promotions/:id/codes',
  params: IdParams,
  body: GenerateCodesInput,
  responses: { 201: CsvView },
  errors: ['PROMOTION_NOT_FOUND', 'PROMOTION_NO_SINGLE_USE_CODES', 'PROMOTION_ENDED'],
} as const satisfies Endpoint;

export const exportPromotionCodes = {
  method: 'GET',
  path: '/api/admin/promotions/:id/codes',
  params: IdParams,
  query: NoQuery,
  responses: { 200: CsvView },
  errors: ['PROMOTION_NOT_FOUND', 'PROMOTION_NO_SINGLE_USE_CODES'],
} as const satisfies Endpoint;

export const getPromotionStats = {
  method: 'GET',
  path: '/api/admin/promotions/:id/stats',
  params: IdParams,
  query: NoQuery,
  responses: { 200: PromotionStatsView },
  errors: ['PROMOTION_NOT_FOUND'],
} as const satisfies Endpoint;

export const exportPromotionStats = {
  method: 'GET',
  path: '/api/admin/promotions/:id/stats.csv',
  params: IdParams,
  query: NoQuery,
  responses: { 200: CsvView },
  errors: ['PROMOTION_NOT_FOUND'],
} as const satisfies Endpoint;

/** The dashboard's 'Offres': every published offer's figures and the days of all (admins). */
export const getPromotionsFigures = {
  method: 'GET',
  path: '/api/admin/promotions/figures',
  query: DashboardPeriodQuery,
  responses: { 200: PromotionsFiguresView },
} as const satisfies Endpoint;

export const exportPromotionsFigures = {
  method: 'GET',
  path: '/api/admin/promotions/figures.csv',
  query: DashboardPeriodQuery,
  responses: { 200: CsvView },
} as const satisfies Endpoint;
