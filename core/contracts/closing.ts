/**
 * The daily closing (staff): a service day's figures, and its closing with the cash counted, once per
 * day. Admins and operators alike: whoever counts the drawer at the end of the service closes it.
 */
import { AccountingCsvView, ClosingDayParams, ClosingDayView, ClosingMonthParams, CloseDayInput, XlsxView } from '../schemas/closing';
import { PdfView } from '../schemas/invoices';
import { TestTicketAnswer, TestTicketInput } from '../schemas/printers';
import type { Endpoint } from './endpoint';

export const getClosingDay = {
  method: 'GET',
  path: '/api/admin/closings/:jour',
  params: ClosingDayParams,
  responses: { 200: ClosingDayView },
  errors: [],
} as const satisfies Endpoint;

export const closeDay = {
  method: 'POST',
  path: '/api/admin/closings/:jour',
  params: ClosingDayParams,
  body: CloseDayInput,
  responses: { 201: ClosingDayView },
  errors: ['DAY_ALREADY_CLOSED', 'DAY_NOT_OVER'],
} as const satisfies Endpoint;

/** The accountant's month (admins): its closings, invoices and credit notes as three CSV files. */
export const exportMonthCsv = {
  method: 'GET',
  path: '/api/admin/closings/export/:mois/csv',
  params: ClosingMonthParams,
  responses: { 200: AccountingCsvView },
  errors: [],
} as const satisfies Endpoint;

/** The same month as one .xlsx workbook, one sheet each. */
export const exportMonthXlsx = {
  method: 'GET',
  path: '/api/admin/closings/export/:mois/xlsx',
  params: ClosingMonthParams,
  responses: { 200: XlsxView },
  errors: [],
} as const satisfies Endpoint;

/** The day's closing (or, not closed yet, its figures of the moment) as a PDF. */
export const getClosingPdf = {
  method: 'GET',
  path: '/api/admin/closings/:jour/pdf',
  params: ClosingDayParams,
  responses: { 200: PdfView },
  errors: [],
} as const satisfies Endpoint;

/** The day's closing on the thermal printer, through the print queue; the request only queues it. */
export const printClosing = {
  method: 'POST',
  path: '/api/admin/closings/:jour/print',
  params: ClosingDayParams,
  body: TestTicketInput,
  responses: { 200: TestTicketAnswer },
  errors: ['NO_NETWORK_PRINTER'],
} as const satisfies Endpoint;
