/**
 * Printing under /api/admin (operators and admins): the printers' state for the board's alert, a reprint, a test
 * ticket, and the printable tickets of the browser printers. Changing the printers is Paramètres (PUT /api/admin/settings/imprimantes).
 */
import { TicketsView } from '../print/ticket';
import { OrderIdParams } from '../schemas/orders';
import { PrintersStatusView, ReprintAnswer, ReprintInput, TestTicketAnswer, TestTicketInput, TicketQuery } from '../schemas/printers';
import type { Endpoint } from './endpoint';

export const getPrinterStatus = { method: 'GET', path: '/api/admin/printers/status', responses: { 200: PrintersStatusView } } as const satisfies Endpoint;

/** One `demande_id` per click: a request sent again prints once. */
export const reprintOrder = {
  method: 'POST',
  path: '/api/admin/orders/:id/print',
  params: OrderIdParams,
  body: ReprintInput,
  responses: { 200: ReprintAnswer },
  errors: ['ORDER_NOT_FOUND', 'PRINTER_NOT_FOUND'],
} as const satisfies Endpoint;

export const getOrderTickets = {
  method: 'GET',
  path: '/api/admin/orders/:id/ticket',
  params: OrderIdParams,
  query: TicketQuery,
  responses: { 200: TicketsView },
  errors: ['ORDER_NOT_FOUND', 'PRINTER_NOT_FOUND'],
} as const satisfies Endpoint;

/** A short test ticket on every active network printer, through the print queue like any ticket. */
export const printTestTicket = {
  method: 'POST',
  path: '/api/admin/printers/test',
  body: TestTicketInput,
  responses: { 200: TestTicketAnswer },
  errors: ['NO_NETWORK_PRINTER'],
} as const satisfies Endpoint;
