/**
 * Invoices and credit notes: a customer asks for the invoice of their delivered or paid order and reads
 * the invoices of their orders; staff issue one from the order and read any. An issued invoice has no endpoint that
 * changes it: a refund or a correction issues a credit note.
 */
import { OrderIdParams } from '../schemas/orders';
import { InvoiceIdParams, InvoiceRequestInput, OrderInvoicesView, PdfView } from '../schemas/invoices';
import type { Endpoint } from './endpoint';

const REQUEST_ERRORS = ['ORDER_NOT_FOUND', 'INVOICE_NOT_ALLOWED', 'INVOICE_EXISTS', 'FISCAL_SETTINGS_INCOMPLETE'] as const;

export const listOrderInvoices = {
  method: 'GET',
  path: '/api/orders/:id/invoices',
  params: OrderIdParams,
  responses: { 200: OrderInvoicesView },
  errors: ['ORDER_NOT_FOUND'],
} as const satisfies Endpoint;

export const requestInvoice = {
  method: 'POST',
  path: '/api/orders/:id/invoices',
  params: OrderIdParams,
  body: InvoiceRequestInput,
  responses: { 201: OrderInvoicesView },
  errors: REQUEST_ERRORS,
} as const satisfies Endpoint;

/** The PDF of one of the customer's invoices or credit notes. */
export const getInvoicePdf = {
  method: 'GET',
  path: '/api/invoices/:invoiceId/pdf',
  params: InvoiceIdParams,
  responses: { 200: PdfView },
  errors: ['INVOICE_NOT_FOUND'],
} as const satisfies Endpoint;

export const listAdminOrderInvoices = {
  method: 'GET',
  path: '/api/admin/orders/:id/invoices',
  params: OrderIdParams,
  responses: { 200: OrderInvoicesView },
  errors: ['ORDER_NOT_FOUND'],
} as const satisfies Endpoint;

export const issueInvoice = {
  method: 'POST',
  path: '/api/admin/orders/:id/invoices',
  params: OrderIdParams,
  body: InvoiceRequestInput,
  responses: { 201: OrderInvoicesView },
  errors: REQUEST_ERRORS,
} as const satisfies Endpoint;

export const getAdminInvoicePdf = {
  method: 'GET',
  path: '/api/admin/invoices/:invoiceId/pdf',
  params: InvoiceIdParams,
  responses: { 200: PdfView },
  errors: ['INVOICE_NOT_FOUND'],
} as const satisfies Endpoint;
