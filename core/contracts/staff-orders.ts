/**
 * Staff orders (operators and admins): the customer lookup and the phone order, the correction of an
 * order before Prête, an order's history, and the Konnect link of an unpaid order sent by WhatsApp or SMS or
 * opened anew.
 */
import { z } from 'zod';
import { PlacedOrderView } from '../api-views';
import { OrderIdParams } from '../schemas/orders';
import { PromoQuoteView } from '../schemas/promotions';
import {
  CorrectionAnswer,
  CorrectOrderInput,
  OrderHistoryView,
  PhoneOrderInput,
  PhoneOrderQuoteInput,
  ReopenPaymentLinkAnswer,
  SendPaymentLinkAnswer,
  SendPaymentLinkInput,
  StaffCustomerList,
  StaffCustomerQuery,
} from '../schemas/staff-orders';
import type { Endpoint } from './endpoint';
import { PROMO_QUOTE_ERRORS } from './promo-quote-errors';

/** The handler answers a missing or malformed key in French (IDEMPOTENCY_KEY_REQUIRED). */
const IdempotencyHeaders = z.object({ 'idempotency-key': z.string().optional() });

/** Refusals of the shop's pricing (menu, sold-out, accompaniments, zones): a phone order and a correction both go through it. */
const PRICING_ERRORS = [
  'PRODUCT_UNKNOWN',
  'PRODUCT_SOLD_OUT',
  'ACCOMPANIMENT_NOT_OFFERED',
  'ACCOMPANIMENT_SOLD_OUT',
  'ACCOMPANIMENT_UNAVAILABLE',
  'ZONE_UNKNOWN',
  'ZONE_MINIMUM',
] as const;
/** Opening a Konnect payment (no connection in production, a test order, the provider's refusal). */
const PAYMENT_START_ERRORS = ['PAYMENT_UNAVAILABLE', 'TEST_ORDER_LIVE_PAYMENT', 'PAYMENT_INIT_FAILED'] as const;

export const findPhoneCustomers = {
  method: 'GET',
  path: '/api/admin/phone-orders/customers',
  query: StaffCustomerQuery,
  responses: { 200: StaffCustomerList },
} as const satisfies Endpoint;

/** The phone order's cart priced as the shop will price it (offers, code) for the customer found. */
export const quotePhoneOrder = {
  method: 'POST',
  path: '/api/admin/phone-orders/quote',
  body: PhoneOrderQuoteInput,
  responses: { 200: PromoQuoteView },
  errors: PROMO_QUOTE_ERRORS,
} as const satisfies Endpoint;

export const placePhoneOrder = {
  method: 'POST',
  path: '/api/admin/phone-orders',
  headers: IdempotencyHeaders,
  body: PhoneOrderInput,
  responses: { 201: PlacedOrderView },
  errors: [
    'IDEMPOTENCY_KEY_REQUIRED',
    'IDEMPOTENCY_MISMATCH',
    'IN_FLIGHT',
    'STAFF_CUSTOMER_NOT_FOUND',
    'CUSTOMER_PHONE_TAKEN',
    'CUSTOMER_EMAIL_TAKEN',
    'BLACKLISTED',
    'PROFILE_INCOMPLETE',
    'NO_PAYMENT_MODE',
    'PAYMENT_MODE_UNAVAILABLE',
    'ORDERING_PAUSED',
    'ORDERING_CLOSED',
    'ONLINE_PAYMENT_REQUIRED',
    'KITCHEN_FULL',
    'NO_SLOT_LEFT',
    'SLOT_UNAVAILABLE',
    'PRODUCT_NOT_ON_MENU',
    ...PRICING_ERRORS,
    'CASH_FIRST_ORDER_CEILING',
    'CASH_REFUSED_DELIVERIES',
    'PAIERA_AVEC_CASH_ONLY',
    'VOUCHER_UNKNOWN',
    'VOUCHER_EXPIRED',
    'VOUCHER_NOT_USABLE',
    ...PAYMENT_START_ERRORS,
  ],
} as const satisfies Endpoint;

export const correctOrder = {
  method: 'POST',
  path: '/api/admin/orders/:id/correction',
  params: OrderIdParams,
  body: CorrectOrderInput,
  responses: { 200: CorrectionAnswer },
  errors: ['ORDER_NOT_FOUND', 'ORDER_NOT_CORRECTABLE', 'ORDER_PAYMENT_PENDING', 'CORRECTION_UNCHANGED', ...PRICING_ERRORS, ...PAYMENT_START_ERRORS],
} as const satisfies Endpoint;

/** The Konnect link of an unpaid order, sent to the customer by WhatsApp or SMS (the job queue sends it). */
export const sendPaymentLink = {
  method: 'POST',
  path: '/api/admin/orders/:id/payment-link/send',
  params: OrderIdParams,
  body: SendPaymentLinkInput,
  responses: { 200: SendPaymentLinkAnswer },
  errors: [
    'ORDER_NOT_FOUND',
    'NOT_PAYABLE',
    'ALREADY_PAID',
    'PAYMENT_LINK_MISSING',
    'PAYMENT_LINK_EXPIRED',
    'PAYMENT_LINK_NO_PHONE',
    'MESSAGE_CHANNEL_UNAVAILABLE',
  ],
} as const satisfies Endpoint;

/** A new link once the last one expired or failed, the order still unpaid. */
export const reopenPaymentLink = {
  method: 'POST',
  path: '/api/admin/orders/:id/payment-link',
  params: OrderIdParams,
  body: z.object({}).optional(),
  responses: { 200: ReopenPaymentLinkAnswer },
  errors: ['ORDER_NOT_FOUND', 'NOT_PAYABLE', 'ALREADY_PAID', 'PAYMENT_LINK_ACTIVE', ...PAYMENT_START_ERRORS],
} as const satisfies Endpoint;

export const getOrderHistory = {
  method: 'GET',
  path: '/api/admin/orders/:id/history',
  params: OrderIdParams,
  responses: { 200: OrderHistoryView },
  errors: ['ORDER_NOT_FOUND'],
} as const satisfies Endpoint;
