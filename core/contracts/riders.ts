/**
 * The riders. Staff, under /api/admin: the riders' list (admins add and change riders, operators read it to
 * assign), an order's rider from the board, and each rider's cash of a service day checked off against what they
 * hand in. A rider's account ('livreur'), under /api/livreur: its own deliveries only, marked delivered or refused
 * through the orders' status rules; another rider's order answers 404.
 */
import { z } from 'zod';
import { OrderAnswer } from '../api-views';
import { OrderIdParams } from '../schemas/orders';
import {
  AssignRiderInput,
  RiderCashDayView,
  RiderCashInput,
  RiderCashParams,
  RiderInput,
  RiderListView,
  RiderPageView,
  RiderParams,
  RiderRefusalInput,
  RiderUpdateInput,
  RiderView,
} from '../schemas/riders';
import { ClosingDayParams } from '../schemas/closing';
import type { Endpoint } from './endpoint';

export const listRiders = { method: 'GET', path: '/api/admin/riders', responses: { 200: RiderListView } } as const satisfies Endpoint;

export const createRider = {
  method: 'POST',
  path: '/api/admin/riders',
  body: RiderInput,
  responses: { 201: RiderView },
  errors: ['RIDER_ACCOUNT_NOT_LIVREUR', 'RIDER_ACCOUNT_TAKEN'],
} as const satisfies Endpoint;

export const updateRider = {
  method: 'PATCH',
  path: '/api/admin/riders/:riderId',
  params: RiderParams,
  body: RiderUpdateInput,
  responses: { 200: RiderView },
  errors: ['RIDER_NOT_FOUND', 'RIDER_ACCOUNT_NOT_LIVREUR', 'RIDER_ACCOUNT_TAKEN'],
} as const satisfies Endpoint;

/** The board's 'Livreur' button: give a delivery to a rider, another one, or none (null). */
export const assignRider = {
  method: 'PUT',
  path: '/api/admin/orders/:id/rider',
  params: OrderIdParams,
  body: AssignRiderInput,
  responses: { 200: OrderAnswer },
  errors: ['ORDER_NOT_FOUND', 'RIDER_NOT_FOUND', 'RIDER_INACTIVE', 'RIDER_NOT_DELIVERY', 'RIDER_ORDER_FINISHED'],
} as const satisfies Endpoint;

export const getRidersCash = {
  method: 'GET',
  path: '/api/admin/riders/cash/:jour',
  params: ClosingDayParams,
  responses: { 200: RiderCashDayView },
  errors: [],
} as const satisfies Endpoint;

/** Once per rider and day: what the rider handed in, against the cash expected now. */
export const checkRiderCash = {
  method: 'POST',
  path: '/api/admin/riders/:riderId/cash/:jour',
  params: RiderCashParams,
  body: RiderCashInput,
  responses: { 201: RiderCashDayView },
  errors: ['RIDER_NOT_FOUND', 'RIDER_CASH_ALREADY_CHECKED', 'DAY_ALREADY_CLOSED'],
} as const satisfies Endpoint;

export const getMyDeliveries = {
  method: 'GET',
  path: '/api/livreur/orders',
  responses: { 200: RiderPageView },
  errors: ['RIDER_REQUIRED', 'RIDER_NOT_FOUND'],
} as const satisfies Endpoint;

export const markMyDeliveryDelivered = {
  method: 'POST',
  path: '/api/livreur/orders/:id/delivered',
  params: OrderIdParams,
  body: z.object({}).nullish(),
  responses: { 200: RiderPageView },
  errors: ['RIDER_REQUIRED', 'RIDER_NOT_FOUND', 'ORDER_NOT_FOUND', 'ILLEGAL_TRANSITION'],
} as const satisfies Endpoint;

export const markMyDeliveryRefused = {
  method: 'POST',
  path: '/api/livreur/orders/:id/refused',
  params: OrderIdParams,
  body: RiderRefusalInput,
  responses: { 200: RiderPageView },
  errors: [
    'RIDER_REQUIRED',
    'RIDER_NOT_FOUND',
    'ORDER_NOT_FOUND',
    'DELIVERY_REFUSAL_NOT_OUT',
    'DELIVERY_REFUSAL_ALREADY',
    'DELIVERY_REFUSAL_NO_PHONE',
    'ILLEGAL_TRANSITION',
  ],
} as const satisfies Endpoint;
