/**
 * The customer's orders: placing one, reading it by id or by number (public tracking, with its live stream),
 * the account's list, current order and live stream, review and cancel, and the slots offered at checkout.
 */
import { z } from 'zod';
import { CurrentOrderAnswer, EventStreamView, MyOrdersPage, OrderAnswer, PlacedOrderView } from '../api-views';
import { OrderListQuery } from '../schemas/catalog';
import { OrderIdParams, OrderNumberParams } from '../schemas/orders';
import { PlaceOrderInput } from '../schemas/place-order';
import { ReviewInput, ReviewResultView } from '../schemas/review';
import { SlotsQuery, SlotsView } from '../schemas/slots';
import { AccountChangeEvent, CustomerOrderEvent, OrderChangeEvent } from '../schemas/live-events';
import type { Endpoint, StreamEndpoint } from './endpoint';

/** Read by the handler itself, which answers its absence with IDEMPOTENCY_KEY_REQUIRED in French. */
const PlaceOrderHeaders = z.object({ 'idempotency-key': z.string().optional() });
const NoBody = z.object({}).optional();
const ORDER_NOT_FOUND = ['ORDER_NOT_FOUND'] as const;

export const placeOrder = {
  method: 'POST',
  path: '/api/orders',
  headers: PlaceOrderHeaders,
  body: PlaceOrderInput,
  responses: { 201: PlacedOrderView },
  errors: [
    'IDEMPOTENCY_KEY_REQUIRED',
    'IDEMPOTENCY_MISMATCH',
    'IN_FLIGHT',
    'BLACKLISTED',
    'PROFILE_INCOMPLETE',
    'NO_PAYMENT_MODE',
    'PAYMENT_MODE_UNAVAILABLE',
    'ONLINE_PAYMENT_REQUIRED',
    'ORDERING_PAUSED',
    'ORDERING_CLOSED',
    'SLOT_UNAVAILABLE',
    'SLOT_FULL',
    'KITCHEN_FULL',
    'NO_SLOT_LEFT',
    'PRODUCT_NOT_ON_MENU',
    'PRODUCT_UNKNOWN',
    'PRODUCT_UNAVAILABLE',
    'PRODUCT_SOLD_OUT',
    'ACCOMPANIMENT_NOT_OFFERED',
    'ACCOMPANIMENT_UNAVAILABLE',
    'ACCOMPANIMENT_SOLD_OUT',
    'ZONE_UNKNOWN',
    'ZONE_MINIMUM',
    'CASH_FIRST_ORDER_CEILING',
    'CASH_REFUSED_DELIVERIES',
    'PAIERA_AVEC_CASH_ONLY',
    'PAIERA_AVEC_TOO_LOW',
    'VOUCHER_UNKNOWN',
    'VOUCHER_NOT_USABLE',
    'VOUCHER_EXPIRED',
    'PAYMENT_UNAVAILABLE',
    'TEST_ORDER_LIVE_PAYMENT',
    'PAYMENT_INIT_FAILED',
  ],
} as const satisfies Endpoint;

export const getOrder = {
  method: 'GET',
  path: '/api/orders/:id',
  params: OrderIdParams,
  responses: { 200: OrderAnswer },
  errors: ORDER_NOT_FOUND,
} as const satisfies Endpoint;

export const reviewOrder = {
  method: 'POST',
  path: '/api/orders/:id/review',
  params: OrderIdParams,
  body: ReviewInput,
  responses: { 200: ReviewResultView },
  errors: ['ORDER_NOT_FOUND', 'REVIEW_EXISTS', 'REVIEW_NOT_ALLOWED'],
} as const satisfies Endpoint;

export const cancelOrder = {
  method: 'POST',
  path: '/api/orders/:id/cancel',
  params: OrderIdParams,
  body: NoBody,
  responses: { 200: OrderAnswer },
  errors: ['ORDER_NOT_FOUND', 'CANCEL_NOT_ALLOWED', 'CANCEL_TOO_LATE', 'SCHEDULED_CANCEL_TOO_LATE'],
} as const satisfies Endpoint;

export const listMyOrders = { method: 'GET', path: '/api/me/orders', query: OrderListQuery, responses: { 200: MyOrdersPage } } as const satisfies Endpoint;

export const getCurrentOrder = { method: 'GET', path: '/api/me/current-order', responses: { 200: CurrentOrderAnswer } } as const satisfies Endpoint;

/** The signed-in customer's live stream: every change of one of their orders. */
export const streamMyEvents = {
  method: 'GET',
  path: '/api/me/events',
  responses: { 200: EventStreamView },
  events: { order: CustomerOrderEvent, account: AccountChangeEvent },
} as const satisfies StreamEndpoint;

export const listSlots = { method: 'GET', path: '/api/slots', query: SlotsQuery, responses: { 200: SlotsView } } as const satisfies Endpoint;

export const getOrderByNumber = {
  method: 'GET',
  path: '/api/orders/by-number/:numero',
  params: OrderNumberParams,
  responses: { 200: OrderAnswer },
  errors: ORDER_NOT_FOUND,
} as const satisfies Endpoint;

/** The public tracking page's live stream of one order. */
export const streamOrderByNumber = {
  method: 'GET',
  path: '/api/orders/by-number/:numero/events',
  params: OrderNumberParams,
  responses: { 200: EventStreamView },
  errors: ORDER_NOT_FOUND,
  events: { order: OrderChangeEvent },
} as const satisfies StreamEndpoint;
