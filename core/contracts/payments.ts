/** Konnect payments: open a payment for an order, check it on return, and Konnect's notification. */
import { z } from 'zod';
import { OrderAnswer, PayUrlView, WebhookView } from '../api-views';
import { KonnectWebhookQuery, OrderIdParams } from '../schemas/orders';
import type { Endpoint } from './endpoint';

const NoBody = z.object({}).optional();
/** Konnect's connection of the shop's settings (none in production without a key; test orders never live). */
const KONNECT_SETUP = ['PAYMENT_UNAVAILABLE', 'TEST_ORDER_LIVE_PAYMENT'] as const;

export const startPayment = {
  method: 'POST',
  path: '/api/orders/:id/payment',
  params: OrderIdParams,
  body: NoBody,
  responses: { 200: PayUrlView },
  errors: ['ORDER_NOT_FOUND', 'ALREADY_PAID', 'NOT_PAYABLE', 'PAYMENT_INIT_FAILED', ...KONNECT_SETUP],
} as const satisfies Endpoint;

export const checkPayment = {
  method: 'POST',
  path: '/api/orders/:id/payment/check',
  params: OrderIdParams,
  body: NoBody,
  responses: { 200: OrderAnswer },
  errors: ['ORDER_NOT_FOUND', ...KONNECT_SETUP],
} as const satisfies Endpoint;

export const konnectWebhook = {
  method: 'GET',
  path: '/api/payments/konnect/webhook',
  query: KonnectWebhookQuery,
  responses: { 200: WebhookView },
  errors: ['PAYMENT_PROVIDER', ...KONNECT_SETUP],
} as const satisfies Endpoint;
