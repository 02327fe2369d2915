/**
 * The staff order board (/api/admin/orders): the list with filters, the scheduled lane, the live event stream
 * of new and changed orders, a status change along the core/ transition table, and the refund of a delivered
 * or paid order.
 */
import { AdminOrdersView, EventStreamView, OrderAnswer } from '../api-views';
import { OrderMessagesView } from '../customer-messages';
import { AdminOrdersQuery, OrderIdParams, OrderStatusInput, RefundOrderInput } from '../schemas/orders';
import { AdminOrderEvent } from '../schemas/live-events';
import type { Endpoint, StreamEndpoint } from './endpoint';

export const listAdminOrders = {
  method: 'GET',
  path: '/api/admin/orders',
  query: AdminOrdersQuery,
  responses: { 200: AdminOrdersView },
} as const satisfies Endpoint;

/** Order ahead: the 'Programmées' lane, whatever the day filter says. */
export const listScheduledOrders = { method: 'GET', path: '/api/admin/orders/scheduled', responses: { 200: AdminOrdersView } } as const satisfies Endpoint;

/** Server-sent events `order` (resumed after Last-Event-ID). */
/** The board's live stream (the order board, the kitchen display, the dashboard): every order placed or changed. */
export const orderEvents = {
  method: 'GET',
  path: '/api/admin/orders/events',
  responses: { 200: EventStreamView },
  events: { order: AdminOrderEvent },
} as const satisfies StreamEndpoint;

export const changeOrderStatus = {
  method: 'PATCH',
  path: '/api/admin/orders/:id/status',
  params: OrderIdParams,
  body: OrderStatusInput,
  responses: { 200: OrderAnswer },
  errors: ['ORDER_NOT_FOUND', 'ILLEGAL_TRANSITION', 'DELIVERY_ONLY_STATUS'],
} as const satisfies Endpoint;

export const refundOrder = {
  method: 'POST',
  path: '/api/admin/orders/:id/refund',
  params: OrderIdParams,
  body: RefundOrderInput,
  responses: { 201: OrderAnswer },
  errors: ['ORDER_NOT_FOUND', 'ALREADY_REFUNDED', 'REFUND_NOT_ALLOWED', 'REFUND_TOO_HIGH', 'REFUND_ABOVE_PAID', 'REFUND_LINE_UNKNOWN', 'REFUND_LINE_QUANTITY'],
} as const satisfies Endpoint;

/** The customer's WhatsApp/SMS messages of one order, with their channel and delivery (served by the messages module). */
export const listOrderMessages = {
  method: 'GET',
  path: '/api/admin/orders/:id/messages',
  params: OrderIdParams,
  responses: { 200: OrderMessagesView },
  errors: ['ORDER_NOT_FOUND'],
} as const satisfies Endpoint;
