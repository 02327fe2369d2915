/**
 * The kitchen display (operators and admins): the tickets, and a line ticked as made or not (the body
 * says the state wanted). Live updates come from the board's stream (admin-orders.orderEvents).
 */
import { KitchenLineAnswer, KitchenLineInput, KitchenLineParams, KitchenView } from '../schemas/kitchen';
import type { Endpoint } from './endpoint';

export const getKitchen = { method: 'GET', path: '/api/admin/kitchen', responses: { 200: KitchenView } } as const satisfies Endpoint;

export const markKitchenLine = {
  method: 'PUT',
  path: '/api/admin/kitchen/orders/:id/lines/:lineId',
  params: KitchenLineParams,
  body: KitchenLineInput,
  responses: { 200: KitchenLineAnswer },
  errors: ['ORDER_NOT_FOUND', 'KITCHEN_LINE_NOT_FOUND', 'KITCHEN_NOT_IN_PREPARATION'],
} as const satisfies Endpoint;
