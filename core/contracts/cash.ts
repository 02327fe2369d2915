/**
 * The cash rules: staff mark a delivery refused at the door (operators and admins, from the board)
 * and blacklist an order's customer and phone number (admins); the owner of a first cash order types its
 * confirmation code.
 */
import { OrderAnswer } from '../api-views';
import { BlacklistFromOrderInput, CashCodeInput, DeliveryRefusalInput } from '../schemas/cash';
import { OrderIdParams } from '../schemas/orders';
import type { Endpoint } from './endpoint';

export const markDeliveryRefused = {
  method: 'POST',
  path: '/api/admin/orders/:id/delivery-refused',
  params: OrderIdParams,
  body: DeliveryRefusalInput,
  responses: { 200: OrderAnswer },
  errors: [
    'ORDER_NOT_FOUND',
    'DELIVERY_REFUSAL_NOT_DELIVERY',
    'DELIVERY_REFUSAL_NOT_OUT',
    'DELIVERY_REFUSAL_ALREADY',
    'DELIVERY_REFUSAL_NO_PHONE',
    'ILLEGAL_TRANSITION',
    'DELIVERY_ONLY_STATUS',
  ],
} as const satisfies Endpoint;

export const blacklistFromOrder = {
  method: 'POST',
  path: '/api/admin/orders/:id/blacklist',
  params: OrderIdParams,
  body: BlacklistFromOrderInput,
  responses: { 200: OrderAnswer },
  errors: ['ORDER_NOT_FOUND'],
} as const satisfies Endpoint;

export const confirmCashOrder = {
  method: 'POST',
  path: '/api/orders/:id/confirmation-code',
  params: OrderIdParams,
  body: CashCodeInput,
  responses: { 200: OrderAnswer },
  errors: ['ORDER_NOT_FOUND', 'CASH_CODE_NOT_EXPECTED', 'CASH_CODE_WRONG', 'CASH_CODE_EXPIRED', 'CASH_CODE_LOCKED', 'ILLEGAL_TRANSITION'],
} as const satisfies Endpoint;
